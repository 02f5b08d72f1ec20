import type { ContentPage, Localized } from './types';

export const bars: Localized<ContentPage> = {
  es: {
    title: 'Bares y mixología en los Hoteles Xcaret',
    metaDescription:
      'Mezcalerías, barras de tequila, rooftop y bares de alberca en los Hoteles Xcaret: coctelería de autor con destilados mexicanos, incluida en tu estancia.',
    intro:
      'De la barra junto a la alberca al atardecer en la azotea, nuestros bares celebran los destilados de México. Mezcal, tequila, raicilla, sotol y xtabentún se combinan con frutas tropicales, hierbas de la milpa y técnicas de mixología contemporánea. Con el All-Fun Inclusive, la carta de bebidas está incluida: solo elige el ambiente.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'Bares animados para compartir en familia o con amigos, con cocteles sin alcohol y aguas frescas para los más jóvenes.',
        ],
        items: [
          {
            title: 'La Mezcalería del Río',
            text: 'Más de cuarenta etiquetas de mezcal de distintos estados, servidas en jícara con naranja y sal de gusano, junto a un río de la propiedad.',
            meta: 'Mezcal',
          },
          {
            title: 'Cantina Bugambilia',
            text: 'Tequilas, cervezas artesanales y botanas al ritmo de la música en vivo, con el espíritu de las cantinas tradicionales.',
            meta: 'Tequila y cantina',
          },
          {
            title: 'Bar Caracol',
            text: 'Bar dentro de la alberca con margaritas frozen, micheladas y limonadas de chaya.',
            meta: 'Bar de alberca',
          },
          {
            title: 'Lobby Bar Ceiba',
            text: 'Café de especialidad de día y coctelería clásica de noche, el punto de encuentro antes de la cena.',
            meta: 'Lobby bar',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'En el hotel para adultos y jóvenes adultos, la mixología también es arte: cada barra tiene su propia carta creada por bartenders mexicanos y su propia banda sonora.',
        ],
        items: [
          {
            title: 'Azotea Pirámide',
            text: 'Rooftop con vista al Caribe y a la selva, cocteles de autor y DJ al atardecer.',
            meta: 'Rooftop',
          },
          {
            title: 'Estudio Agave',
            text: 'Catas guiadas de mezcal, raicilla y sotol, con maridajes de chocolate y frutas de temporada.',
            meta: 'Destilados de agave',
          },
          {
            title: 'Vinilo',
            text: 'Bar de la Casa de la Música con tocadiscos, jazz y música en vivo hasta tarde.',
            meta: 'Bar de música',
          },
          {
            title: 'Barra Paleta',
            text: 'Bar con acceso desde la alberca, famoso por sus cocteles de fruta fresca y su tequila con tamarindo.',
            meta: 'Swim-up bar',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'La coctelería se vuelve personal: tu mayordomo puede preparar en tu suite tu coctel favorito o organizar una cata privada al atardecer frente al mar.',
        ],
        items: [
          {
            title: 'Bar Terraza',
            text: 'Terraza frente al océano con coctelería de autor, champaña y botanas del chef.',
            meta: 'Bar frente al mar',
          },
          {
            title: 'La Cava',
            text: 'Selección de vinos mexicanos e internacionales, con catas privadas guiadas por nuestro sommelier.',
            meta: 'Vinos',
          },
        ],
      },
      {
        heading: 'Bebe con responsabilidad',
        paragraphs: [
          'El servicio de bebidas alcohólicas es exclusivo para mayores de 18 años, de acuerdo con la ley mexicana; en todos los bares encontrarás cocteles sin alcohol igual de creativos. Algunas catas y etiquetas premium pueden tener costo adicional.',
        ],
      },
    ],
  },
  en: {
    title: 'Bars and mixology at Xcaret Hotels',
    metaDescription:
      'Mezcal bars, tequila bars, a rooftop and pool bars at Xcaret hotels: signature cocktails with Mexican spirits, included in your stay.',
    intro:
      'From the pool bar to sunset on the rooftop, our bars celebrate the spirits of Mexico. Mezcal, tequila, raicilla, sotol and xtabentún meet tropical fruit, garden herbs and contemporary mixology techniques. With All-Fun Inclusive, the drinks menu is included: just pick the atmosphere.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'Lively bars to enjoy with family or friends, with alcohol-free cocktails and aguas frescas for younger guests.',
        ],
        items: [
          {
            title: 'La Mezcalería del Río',
            text: "More than forty mezcal labels from different Mexican states, served in a jícara gourd with orange and worm salt, next to one of the resort's rivers.",
            meta: 'Mezcal',
          },
          {
            title: 'Cantina Bugambilia',
            text: 'Tequila, craft beer and snacks to the beat of live music, in the spirit of traditional cantinas.',
            meta: 'Tequila and cantina',
          },
          {
            title: 'Bar Caracol',
            text: 'An in-pool bar serving frozen margaritas, micheladas and chaya lemonade.',
            meta: 'Pool bar',
          },
          {
            title: 'Lobby Bar Ceiba',
            text: 'Specialty coffee by day and classic cocktails by night, the meeting point before dinner.',
            meta: 'Lobby bar',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'At the hotel for adults and young adults, mixology is an art too: every bar has its own menu created by Mexican bartenders and its own soundtrack.',
        ],
        items: [
          {
            title: 'Azotea Pirámide',
            text: 'A rooftop overlooking the Caribbean and the jungle, with signature cocktails and a DJ at sunset.',
            meta: 'Rooftop',
          },
          {
            title: 'Estudio Agave',
            text: 'Guided tastings of mezcal, raicilla and sotol, paired with chocolate and seasonal fruit.',
            meta: 'Agave spirits',
          },
          {
            title: 'Vinilo',
            text: 'The Music House bar, with turntables, jazz and live music until late.',
            meta: 'Music bar',
          },
          {
            title: 'Barra Paleta',
            text: 'A bar you can reach from the pool, famous for its fresh-fruit cocktails and tamarind tequila.',
            meta: 'Swim-up bar',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'Cocktails become personal: your butler can mix your favorite drink in your suite or arrange a private sunset tasting by the sea.',
        ],
        items: [
          {
            title: 'Bar Terraza',
            text: 'An oceanfront terrace with signature cocktails, champagne and bites from the chef.',
            meta: 'Oceanfront bar',
          },
          {
            title: 'La Cava',
            text: 'A selection of Mexican and international wines, with private tastings led by our sommelier.',
            meta: 'Wine',
          },
        ],
      },
      {
        heading: 'Drink responsibly',
        paragraphs: [
          'Alcoholic beverages are served only to guests aged 18 and over, in accordance with Mexican law; every bar offers equally creative alcohol-free cocktails. Some tastings and premium labels may carry an additional cost.',
        ],
      },
    ],
  },
  pt: {
    title: 'Bares e coquetelaria nos Hotéis Xcaret',
    metaDescription:
      'Mezcalerias, bares de tequila, rooftop e bares de piscina nos Hotéis Xcaret: drinques autorais com destilados mexicanos, incluídos na estadia.',
    intro:
      'Do bar da piscina ao pôr do sol no rooftop, nossos bares celebram os destilados do México. Mezcal, tequila, raicilla, sotol e xtabentún se combinam com frutas tropicais, ervas frescas e técnicas de coquetelaria contemporânea. Com o All-Fun Inclusive, a carta de bebidas está incluída: basta escolher o ambiente.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'Bares animados para curtir com a família ou com os amigos, com drinques sem álcool e aguas frescas para os mais jovens.',
        ],
        items: [
          {
            title: 'La Mezcalería del Río',
            text: 'Mais de quarenta rótulos de mezcal de diferentes estados mexicanos, servidos em cuia com laranja e sal de gusano, à beira de um dos rios do resort.',
            meta: 'Mezcal',
          },
          {
            title: 'Cantina Bugambilia',
            text: 'Tequilas, cervejas artesanais e petiscos ao som de música ao vivo, no espírito das cantinas tradicionais.',
            meta: 'Tequila e cantina',
          },
          {
            title: 'Bar Caracol',
            text: 'Bar dentro da piscina com margaritas frozen, micheladas e limonada de chaya.',
            meta: 'Bar de piscina',
          },
          {
            title: 'Lobby Bar Ceiba',
            text: 'Café especial durante o dia e coquetéis clássicos à noite, o ponto de encontro antes do jantar.',
            meta: 'Lobby bar',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'No hotel para adultos e jovens adultos, a coquetelaria também é arte: cada bar tem a sua própria carta, criada por bartenders mexicanos, e a sua própria trilha sonora.',
        ],
        items: [
          {
            title: 'Azotea Pirámide',
            text: 'Rooftop com vista para o Caribe e para a selva, drinques autorais e DJ ao pôr do sol.',
            meta: 'Rooftop',
          },
          {
            title: 'Estudio Agave',
            text: 'Degustações guiadas de mezcal, raicilla e sotol, harmonizadas com chocolate e frutas da estação.',
            meta: 'Destilados de agave',
          },
          {
            title: 'Vinilo',
            text: 'O bar da Casa da Música, com toca-discos, jazz e música ao vivo até tarde.',
            meta: 'Bar musical',
          },
          {
            title: 'Barra Paleta',
            text: 'Bar com acesso pela piscina, famoso pelos drinques de frutas frescas e pela tequila com tamarindo.',
            meta: 'Swim-up bar',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'A coquetelaria fica pessoal: o seu mordomo pode preparar o seu drinque favorito na suíte ou organizar uma degustação privada ao pôr do sol, de frente para o mar.',
        ],
        items: [
          {
            title: 'Bar Terraza',
            text: 'Terraço de frente para o oceano com drinques autorais, champanhe e petiscos do chef.',
            meta: 'Bar pé na areia',
          },
          {
            title: 'La Cava',
            text: 'Seleção de vinhos mexicanos e internacionais, com degustações privadas conduzidas pelo nosso sommelier.',
            meta: 'Vinhos',
          },
        ],
      },
      {
        heading: 'Beba com moderação',
        paragraphs: [
          'Bebidas alcoólicas são servidas apenas a maiores de 18 anos, conforme a lei mexicana; todos os bares oferecem drinques sem álcool igualmente criativos. Algumas degustações e rótulos premium podem ter custo adicional.',
        ],
      },
    ],
  },
};
