import type { ContentPage, Localized } from './types';

export const weddings: Localized<ContentPage> = {
  es: {
    title: 'Bodas en la Riviera Maya',
    metaDescription:
      'Cásate en los Hoteles Xcaret: ceremonias en la playa, capilla frente al mar o entre cenotes y selva, paquetes de boda y wedding planners expertos.',
    intro:
      'El Caribe mexicano es el escenario perfecto para decir «sí, acepto». En los Hoteles Xcaret diseñamos bodas con el color, la música y la gastronomía de México, y con todo el cuidado que merece el día más importante de tu vida. Tus invitados se hospedan con el All-Fun Inclusive, y tú solo te ocupas de disfrutar.',
    sections: [
      {
        heading: 'Escenarios para tu ceremonia',
        paragraphs: [
          'Cada espacio tiene su propia personalidad, del atardecer frente al mar a la frescura de la selva. Nuestro equipo te ayudará a elegir el ideal según el número de invitados, la hora y el estilo de tu boda.',
        ],
        items: [
          {
            title: 'Frente al mar',
            text: 'Ceremonia descalzos sobre la arena blanca con el Caribe turquesa de fondo, perfecta al atardecer.',
          },
          {
            title: 'Capilla entre jardines',
            text: 'Una capilla de piedra rodeada de vegetación tropical, ideal para ceremonias íntimas o religiosas.',
          },
          {
            title: 'Caleta y cenote',
            text: 'Un rincón de agua cristalina y roca caliza que evoca los cenotes sagrados de los mayas.',
          },
          {
            title: 'Terrazas y rooftop',
            text: 'Vistas panorámicas para ceremonias modernas, cocteles y recepciones con DJ bajo las estrellas.',
          },
        ],
      },
      {
        heading: 'Paquetes de boda',
        paragraphs: [
          'Ofrecemos paquetes que incluyen montaje de ceremonia, decoración floral, pastel, brindis, coordinación el día del evento y una noche romántica para los novios. Cada paquete puede personalizarse con mariachi, trío, fuegos artificiales, menú de autor, barra de mezcal o sesión de fotos en los parques.',
          'Para bodas más grandes, las recepciones pueden realizarse en jardines, playas o salones, y tus invitados reciben tarifas de grupo en el hotel de su preferencia.',
        ],
      },
      {
        heading: 'Ceremonias simbólicas y legales',
        paragraphs: [
          'Puedes elegir una ceremonia simbólica, como la ceremonia maya con copal, sahumerio y bendición de los cuatro rumbos, o una ceremonia de renovación de votos. Si deseas casarte legalmente, coordinamos la ceremonia civil con un juez del Registro Civil de Quintana Roo.',
          'Las bodas civiles requieren documentación específica, como identificaciones oficiales, actas de nacimiento y testigos; en el caso de extranjeros, los documentos deben estar apostillados y traducidos al español. Tu wedding planner te compartirá la lista vigente y los plazos con anticipación.',
        ],
      },
      {
        heading: 'Tu wedding planner',
        paragraphs: [
          'Desde la primera llamada contarás con un wedding planner dedicado que te acompañará en la elección de fechas, menús, decoración, música y proveedores, así como en la coordinación de invitados y traslados. Cuéntanos cómo imaginas tu boda y prepararemos una propuesta a tu medida.',
        ],
      },
    ],
  },
  en: {
    title: 'Weddings in the Riviera Maya',
    metaDescription:
      'Get married at Xcaret hotels: beach, oceanfront chapel or jungle and cenote settings, wedding packages and expert wedding planners.',
    intro:
      'The Mexican Caribbean is the perfect setting to say "I do". At Xcaret hotels we design weddings with the colors, music and food of Mexico, and with all the care the most important day of your life deserves. Your guests stay with All-Fun Inclusive, and all you have to do is enjoy.',
    sections: [
      {
        heading: 'Settings for your ceremony',
        paragraphs: [
          'Every space has its own personality, from an oceanfront sunset to the freshness of the jungle. Our team will help you choose the right one for your number of guests, the time of day and the style of your wedding.',
        ],
        items: [
          {
            title: 'By the sea',
            text: 'A barefoot ceremony on white sand against the turquoise Caribbean, perfect at sunset.',
          },
          {
            title: 'Garden chapel',
            text: 'A stone chapel surrounded by tropical greenery, ideal for intimate or religious ceremonies.',
          },
          {
            title: 'Inlet and cenote',
            text: 'A corner of crystal-clear water and limestone that evokes the sacred cenotes of the Maya.',
          },
          {
            title: 'Terraces and rooftop',
            text: 'Panoramic views for modern ceremonies, cocktails and receptions with a DJ under the stars.',
          },
        ],
      },
      {
        heading: 'Wedding packages',
        paragraphs: [
          'Our packages include ceremony setup, floral decoration, cake, a toast, day-of coordination and a romantic night for the couple. Each package can be customized with mariachi, a trio, fireworks, a signature menu, a mezcal bar or a photo session in the parks.',
          'For larger weddings, receptions can be held in gardens, on the beach or in ballrooms, and your guests receive group rates at the hotel of their choice.',
        ],
      },
      {
        heading: 'Symbolic and legal ceremonies',
        paragraphs: [
          'You can choose a symbolic ceremony, such as a Mayan ceremony with copal incense and a blessing of the four directions, or a vow renewal. If you wish to marry legally, we coordinate the civil ceremony with a judge from the Civil Registry of Quintana Roo.',
          'Civil weddings require specific documents, such as official IDs, birth certificates and witnesses; for foreign nationals, documents must be apostilled and translated into Spanish. Your wedding planner will share the current list and deadlines well in advance.',
        ],
      },
      {
        heading: 'Your wedding planner',
        paragraphs: [
          'From the very first call you will have a dedicated wedding planner who will guide you through choosing dates, menus, decoration, music and suppliers, and who will coordinate guests and transfers. Tell us how you imagine your wedding and we will prepare a proposal just for you.',
        ],
      },
    ],
  },
  pt: {
    title: 'Casamentos na Riviera Maya',
    metaDescription:
      'Case-se nos Hotéis Xcaret: cerimônias na praia, capela de frente para o mar ou entre cenotes e selva, pacotes de casamento e wedding planners.',
    intro:
      'O Caribe mexicano é o cenário perfeito para dizer "sim". Nos Hotéis Xcaret criamos casamentos com as cores, a música e a gastronomia do México, e com todo o cuidado que o dia mais importante da sua vida merece. Os seus convidados se hospedam com o All-Fun Inclusive, e você só precisa aproveitar.',
    sections: [
      {
        heading: 'Cenários para a sua cerimônia',
        paragraphs: [
          'Cada espaço tem a sua personalidade, do pôr do sol de frente para o mar ao frescor da selva. Nossa equipe ajuda você a escolher o ideal conforme o número de convidados, o horário e o estilo do casamento.',
        ],
        items: [
          {
            title: 'Pé na areia',
            text: 'Cerimônia descalça na areia branca, com o Caribe azul-turquesa ao fundo, perfeita ao pôr do sol.',
          },
          {
            title: 'Capela entre jardins',
            text: 'Uma capela de pedra cercada de vegetação tropical, ideal para cerimônias intimistas ou religiosas.',
          },
          {
            title: 'Enseada e cenote',
            text: 'Um recanto de água cristalina e rocha calcária que evoca os cenotes sagrados dos maias.',
          },
          {
            title: 'Terraços e rooftop',
            text: 'Vistas panorâmicas para cerimônias modernas, coquetéis e recepções com DJ sob as estrelas.',
          },
        ],
      },
      {
        heading: 'Pacotes de casamento',
        paragraphs: [
          'Nossos pacotes incluem montagem da cerimônia, decoração floral, bolo, brinde, coordenação no dia do evento e uma noite romântica para os noivos. Cada pacote pode ser personalizado com mariachi, trio, fogos de artifício, menu autoral, bar de mezcal ou sessão de fotos nos parques.',
          'Para casamentos maiores, as recepções podem acontecer em jardins, na praia ou em salões, e os seus convidados recebem tarifas de grupo no hotel de sua preferência.',
        ],
      },
      {
        heading: 'Cerimônias simbólicas e civis',
        paragraphs: [
          'Você pode escolher uma cerimônia simbólica, como a cerimônia maia com incenso de copal e bênção das quatro direções, ou uma renovação de votos. Se quiser se casar legalmente, coordenamos a cerimônia civil com um juiz do Registro Civil de Quintana Roo.',
          'Casamentos civis exigem documentação específica, como documentos de identidade, certidões de nascimento e testemunhas; para estrangeiros, os documentos devem ser apostilados e traduzidos para o espanhol. O seu wedding planner vai compartilhar a lista atualizada e os prazos com antecedência.',
        ],
      },
      {
        heading: 'O seu wedding planner',
        paragraphs: [
          'Desde o primeiro contato, você terá um wedding planner dedicado, que vai acompanhar a escolha de datas, cardápios, decoração, música e fornecedores, além de coordenar convidados e traslados. Conte como você imagina o seu casamento e prepararemos uma proposta sob medida.',
        ],
      },
    ],
  },
};
