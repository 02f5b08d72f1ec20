import type { ContentPage, Localized } from './types';

export const spa: Localized<ContentPage> = {
  es: {
    title: 'Spa y bienestar inspirados en la tradición maya',
    metaDescription:
      'Spa en los Hoteles Xcaret: circuito de hidroterapia, temazcal, masajes y rituales inspirados en la tradición maya, en plena Riviera Maya.',
    intro:
      "En lengua maya, sak nikte' es la flor blanca de la plumeria, símbolo de pureza y renovación. Con ese espíritu nace Spa Sak Nikte', un santuario de bienestar rodeado de selva donde el agua, las plantas medicinales de la península y los saberes de los curanderos mayas se encuentran con la terapia contemporánea.",
    sections: [
      {
        heading: 'Circuito de hidroterapia',
        paragraphs: [
          'Comienza tu visita con un recorrido por el agua: baño de vapor con eucalipto, sauna seco, regaderas de sensaciones, tinas de contraste de agua caliente y fría, camas de hidromasaje y una alberca de relajación bajo la sombra de los árboles. Recomendamos dedicarle al menos una hora antes de tu tratamiento.',
        ],
      },
      {
        heading: 'Temazcal, el baño de vapor ancestral',
        paragraphs: [
          'El temazcal es un baño de vapor prehispánico que se vive en un domo de piedra volcánica. Guiada por un temazcalero, la ceremonia combina hierbas aromáticas, cantos, copal y el calor de las piedras para purificar el cuerpo y serenar la mente, y termina con un baño de agua fresca y una infusión de hierbas.',
          'El temazcal no se recomienda durante el embarazo ni a personas con padecimientos cardiacos o presión arterial alta; consulta a nuestro equipo antes de reservar.',
        ],
      },
      {
        heading: 'Masajes y rituales',
        paragraphs: [
          'Nuestros terapeutas combinan técnicas de masaje con ingredientes locales, como cacao, miel melipona, arcilla, sal de mar y aceites de plantas de la selva.',
        ],
        items: [
          {
            title: "Ritual Sak Nikte'",
            text: 'Exfoliación con sal de mar y plumeria, envoltura de arcilla y masaje relajante de cuerpo completo.',
            meta: '120 min',
          },
          {
            title: 'Ritual de cacao',
            text: 'Exfoliación y envoltura de cacao, el alimento de los dioses, seguidas de un masaje hidratante.',
            meta: '90 min',
          },
          {
            title: 'Masaje con piedras volcánicas',
            text: 'Piedras calientes que liberan la tensión muscular profunda y devuelven la energía.',
            meta: '80 min',
          },
          {
            title: 'Sobada maya',
            text: 'Masaje abdominal tradicional inspirado en los saberes de las parteras y curanderos de la península.',
            meta: '60 min',
          },
          {
            title: 'Ritual en pareja',
            text: 'Masaje simultáneo en cabina doble con baño de flores y brindis al finalizar.',
            meta: '90 min',
          },
        ],
      },
      {
        heading: 'El spa en cada hotel',
        paragraphs: [
          'Hotel Xcaret México alberga el circuito de hidroterapia y el temazcal principal, con tratamientos especiales para jóvenes a partir de 12 años acompañados de un adulto. En Hotel Xcaret Arte, el bienestar se completa con sesiones de yoga, meditación y sonoterapia. En La Casa de la Playa, tu mayordomo puede programar tratamientos en la privacidad de tu suite o en la terraza frente al mar.',
          'Los tratamientos y el acceso al circuito de hidroterapia tienen costo adicional y requieren reservación. Te sugerimos agendar al llegar o antes de tu viaje, especialmente en temporada alta.',
        ],
      },
    ],
  },
  en: {
    title: 'Spa and wellness inspired by Mayan tradition',
    metaDescription:
      'Spa at Xcaret hotels: hydrotherapy circuit, temazcal, massages and rituals inspired by Mayan tradition in the heart of the Riviera Maya.',
    intro:
      "In the Mayan language, sak nikte' is the white plumeria flower, a symbol of purity and renewal. That is the spirit of Spa Sak Nikte', a wellness sanctuary surrounded by jungle where water, the medicinal plants of the peninsula and the wisdom of Mayan healers meet contemporary therapy.",
    sections: [
      {
        heading: 'Hydrotherapy circuit',
        paragraphs: [
          'Begin your visit with a journey through water: a eucalyptus steam bath, dry sauna, sensory showers, hot and cold contrast pools, hydromassage beds and a relaxation pool shaded by trees. We recommend allowing at least an hour before your treatment.',
        ],
      },
      {
        heading: 'Temazcal, the ancestral steam bath',
        paragraphs: [
          'The temazcal is a pre-Hispanic steam bath held inside a volcanic-stone dome. Led by a temazcalero, the ceremony combines aromatic herbs, chants, copal and the heat of the stones to purify the body and calm the mind, and ends with a cool rinse and an herbal infusion.',
          'Temazcal is not recommended during pregnancy or for people with heart conditions or high blood pressure; please check with our team before booking.',
        ],
      },
      {
        heading: 'Massages and rituals',
        paragraphs: [
          'Our therapists blend massage techniques with local ingredients such as cacao, melipona honey, clay, sea salt and oils from jungle plants.',
        ],
        items: [
          {
            title: "Sak Nikte' Ritual",
            text: 'A sea salt and plumeria scrub, clay wrap and full-body relaxing massage.',
            meta: '120 min',
          },
          {
            title: 'Cacao Ritual',
            text: 'A scrub and wrap with cacao, the food of the gods, followed by a hydrating massage.',
            meta: '90 min',
          },
          {
            title: 'Volcanic stone massage',
            text: 'Warm stones that release deep muscle tension and restore your energy.',
            meta: '80 min',
          },
          {
            title: 'Mayan sobada',
            text: "A traditional abdominal massage inspired by the knowledge of the peninsula's midwives and healers.",
            meta: '60 min',
          },
          {
            title: 'Couples ritual',
            text: 'Side-by-side massages in a double suite with a flower bath and a toast to finish.',
            meta: '90 min',
          },
        ],
      },
      {
        heading: 'The spa at each hotel',
        paragraphs: [
          'Hotel Xcaret México is home to the hydrotherapy circuit and the main temazcal, with special treatments for teens aged 12 and over accompanied by an adult. At Hotel Xcaret Arte, wellness extends to yoga, meditation and sound therapy sessions. At La Casa de la Playa, your butler can arrange treatments in the privacy of your suite or on your oceanfront terrace.',
          'Treatments and access to the hydrotherapy circuit carry an additional cost and require a reservation. We suggest booking on arrival or before your trip, especially in high season.',
        ],
      },
    ],
  },
  pt: {
    title: 'Spa e bem-estar inspirados na tradição maia',
    metaDescription:
      'Spa nos Hotéis Xcaret: circuito de hidroterapia, temazcal, massagens e rituais inspirados na tradição maia, no coração da Riviera Maya.',
    intro:
      "Na língua maia, sak nikte' é a flor branca da plumeria, símbolo de pureza e renovação. Com esse espírito nasce o Spa Sak Nikte', um santuário de bem-estar cercado pela selva, onde a água, as plantas medicinais da península e os saberes dos curandeiros maias se encontram com a terapia contemporânea.",
    sections: [
      {
        heading: 'Circuito de hidroterapia',
        paragraphs: [
          'Comece a visita com um percurso pela água: banho de vapor com eucalipto, sauna seca, duchas de sensações, banheiras de contraste quente e frio, camas de hidromassagem e uma piscina de relaxamento à sombra das árvores. Recomendamos reservar pelo menos uma hora antes do seu tratamento.',
        ],
      },
      {
        heading: 'Temazcal, o banho de vapor ancestral',
        paragraphs: [
          'O temazcal é um banho de vapor pré-hispânico realizado em um domo de pedra vulcânica. Conduzida por um temazcalero, a cerimônia combina ervas aromáticas, cantos, copal e o calor das pedras para purificar o corpo e acalmar a mente, e termina com um banho de água fresca e uma infusão de ervas.',
          'O temazcal não é recomendado durante a gravidez nem para pessoas com problemas cardíacos ou pressão alta; consulte nossa equipe antes de reservar.',
        ],
      },
      {
        heading: 'Massagens e rituais',
        paragraphs: [
          'Nossos terapeutas combinam técnicas de massagem com ingredientes locais, como cacau, mel de abelha melipona, argila, sal marinho e óleos de plantas da selva.',
        ],
        items: [
          {
            title: "Ritual Sak Nikte'",
            text: 'Esfoliação com sal marinho e plumeria, envoltório de argila e massagem relaxante de corpo inteiro.',
            meta: '120 min',
          },
          {
            title: 'Ritual de cacau',
            text: 'Esfoliação e envoltório de cacau, o alimento dos deuses, seguidos de uma massagem hidratante.',
            meta: '90 min',
          },
          {
            title: 'Massagem com pedras vulcânicas',
            text: 'Pedras quentes que aliviam a tensão muscular profunda e devolvem a energia.',
            meta: '80 min',
          },
          {
            title: 'Sobada maia',
            text: 'Massagem abdominal tradicional inspirada nos saberes das parteiras e curandeiros da península.',
            meta: '60 min',
          },
          {
            title: 'Ritual a dois',
            text: 'Massagem simultânea em cabine dupla, com banho de flores e brinde ao final.',
            meta: '90 min',
          },
        ],
      },
      {
        heading: 'O spa em cada hotel',
        paragraphs: [
          'O Hotel Xcaret México abriga o circuito de hidroterapia e o temazcal principal, com tratamentos especiais para jovens a partir de 12 anos acompanhados de um adulto. No Hotel Xcaret Arte, o bem-estar se completa com sessões de ioga, meditação e sonoterapia. Em La Casa de la Playa, o seu mordomo pode agendar tratamentos na privacidade da sua suíte ou no terraço de frente para o mar.',
          'Os tratamentos e o acesso ao circuito de hidroterapia têm custo adicional e exigem reserva. Sugerimos agendar na chegada ou antes da viagem, principalmente na alta temporada.',
        ],
      },
    ],
  },
};
