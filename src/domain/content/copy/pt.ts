import type { ContentCopy } from './types';

/**
 * The words of the content pages in Portuguese: one module per language, checked against
 * ContentCopy: the seed of the editable content and the pages' fallback (decisions 0015, 0035).
 */
export const pt: ContentCopy = {
  home: {
    title: 'Hotéis e parques Xcaret na Riviera Maya',
    metaDescription:
      'Reserve no site oficial dos Hotéis e Parques Xcaret: três hotéis All-Fun Inclusive, parques e tours na Riviera Maya, com pagamento em 17 moedas.',
    intro:
      'Viva o Caribe mexicano com toda a cor, a natureza e a cultura do México. Três hotéis de frente para o mar perto de Playa del Carmen, parques que levam você dos rios subterrâneos à selva e tours às grandes cidades maias: tudo em um só lugar, para você só se preocupar em aproveitar.',
    sections: [
      {
        heading: 'Três hotéis, três jeitos de viver o México',
        paragraphs: [
          'Cada hotel tem a sua personalidade, e todos compartilham o All-Fun Inclusive, com parques, tours e traslados incluídos.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México',
            text: 'O grande resort para famílias, com cerca de 900 suítes distribuídas em casas entre rios, piscinas e praia, além de kids club para os pequenos.',
            meta: 'Para toda a família',
          },
          {
            title: 'Hotel Xcaret Arte',
            text: 'Cerca de 900 suítes em edifícios temáticos inspirados no design, nos artistas, na música, na paz e nas pirâmides, com oficinas de arte incluídas.',
            meta: 'A partir de 16 anos',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Um refúgio boutique com 63 suítes de frente para o mar, de cerca de 100 m², com piscina privativa e serviço de mordomo.',
            meta: 'Só para adultos',
          },
        ],
      },
      {
        heading: 'Parques e tours',
        paragraphs: [
          'Compre os ingressos on-line, combine até 5 produtos em um mesmo pacote e receba ingressos eletrônicos com código QR. Você também pode escolher ingressos abertos, válidos por 6 meses a partir da compra.',
        ],
        items: [
          {
            title: 'Xcaret',
            text: 'Rios subterrâneos, praias, fauna e o espetáculo México Espectacular.',
          },
          {
            title: 'Xplor e Xplor Fuego',
            text: 'Tirolesas, veículos anfíbios e balsas, de dia ou à noite.',
          },
          {
            title: 'Xel-Há',
            text: 'Snorkel em uma enseada natural com tudo incluído.',
          },
          {
            title: 'Xenses e Xoximilco',
            text: 'Um percurso para despertar os sentidos e uma festa mexicana a bordo de uma trajinera.',
          },
          {
            title: 'Xavage e Xenotes',
            text: 'Aventura radical e um roteiro por quatro cenotes da selva.',
          },
          {
            title: 'Xichén, Cobá e Tulum',
            text: 'Tours a Chichén Itzá e aos sítios arqueológicos do Caribe mexicano.',
          },
        ],
      },
      {
        heading: 'All-Fun Inclusive',
        paragraphs: [
          'Muito mais que um all inclusive: hospedagem, gastronomia de autor, open bar, atividades, acesso ilimitado aos parques e tours Xcaret durante a hospedagem e traslados entre o aeroporto de Cancún, o hotel e os parques, tudo em uma única tarifa.',
        ],
      },
      {
        heading: 'Por que reservar no site oficial',
        paragraphs: [
          'Reservar diretamente conosco dá a você mais opções para planejar e pagar a viagem.',
        ],
        items: [
          {
            title: 'Pague na sua moeda',
            text: 'Veja preços e pague em 17 moedas, com os meios de pagamento disponíveis para cada uma.',
          },
          {
            title: 'Parcelamento sem juros',
            text: 'Até 12 parcelas sem juros com cartões emitidos no México por bancos participantes.',
          },
          {
            title: 'Financiamento Uplift',
            text: 'Pague a prazo com a Uplift em compras em USD ou CAD, sujeito à aprovação.',
          },
          {
            title: 'Hotel + Voo',
            text: 'Monte o seu pacote com voo saindo do seu aeroporto, para até 6 passageiros.',
          },
          {
            title: 'Ofertas exclusivas',
            text: 'Promoções e códigos promocionais válidos neste site.',
          },
        ],
      },
    ],
  },
  hotelsListing: {
    title: 'Hotéis Xcaret',
    metaDescription:
      'Compare o Hotel Xcaret México, o Hotel Xcaret Arte e La Casa de la Playa: três hotéis All-Fun Inclusive de frente para o mar na Riviera Maya.',
    intro:
      'Três hotéis de frente para o Caribe, no km 282 da rodovia Chetumal-Puerto Juárez, ao sul de Playa del Carmen, e um mesmo conceito: o All-Fun Inclusive, com parques, tours, traslados, gastronomia e bebidas incluídos. Descubra o que torna cada um especial e escolha o que mais combina com a sua viagem.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'O grande resort para famílias da Riviera Maya: cerca de 900 suítes distribuídas em casas cercadas de rios, cenotes, piscinas e praia, além de um edifício de frente para o mar exclusivo para adultos. Recebe hóspedes de todas as idades, com menores de 0 a 17 anos e até 3 crianças por quarto.',
        ],
        items: [
          {
            title: 'Suítes',
            text: 'Com vista para o jardim, o rio ou o mar, suítes com piscina privativa e suítes familiares.',
          },
          {
            title: 'Para as crianças',
            text: 'Kids club com atividades diárias, piscinas e cardápios pensados para elas.',
          },
          {
            title: 'Ideal para',
            text: 'Famílias, grupos de amigos e viajantes que querem aproveitar os parques ao máximo.',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'Um hotel para adultos e jovens a partir de 16 anos que homenageia os artistas e artesãos do México. Suas cerca de 900 suítes ficam em edifícios temáticos inspirados no design, nos artistas, na música, na paz e nas pirâmides, e a arte ganha vida em oficinas incluídas, galerias, restaurantes de autor e bares com música ao vivo.',
        ],
        items: [
          {
            title: 'Suítes',
            text: 'Suítes com banheira de hidromassagem, de frente para o mar, com acesso direto à piscina e níveis com serviço de mordomo.',
          },
          {
            title: 'Oficinas de arte',
            text: 'Pintura, cerâmica, fotografia, têxtil e muito mais, incluídas na hospedagem.',
          },
          {
            title: 'Ideal para',
            text: 'Casais, amigos e viajantes criativos em busca de um ambiente adulto e animado.',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'Um hotel boutique só para adultos, com apenas 63 suítes de frente para o mar, de cerca de 100 m², distribuídas em pequenas casas. Cada suíte tem piscina privativa e serviço de mordomo, e a experiência se completa com traslados privativos, alta gastronomia mexicana e atendimento totalmente personalizado.',
        ],
        items: [
          {
            title: 'Suítes',
            text: 'Suítes de frente para o oceano com piscina privativa, terraço e mordomo.',
          },
          {
            title: 'Serviço',
            text: 'Traslados privativos, jantares sob medida e tratamentos de spa na sua suíte.',
          },
          {
            title: 'Ideal para',
            text: 'Luas de mel, aniversários e escapadas de descanso total.',
          },
        ],
      },
      {
        heading: 'Qual escolher?',
        paragraphs: [
          'Os três hotéis incluem acesso ilimitado aos parques e tours Xcaret durante a hospedagem e traslado de ida e volta do Aeroporto Internacional de Cancún, a cerca de 50 minutos. A diferença está no ambiente e no tipo de viagem.',
        ],
        items: [
          {
            title: 'Viaja com crianças',
            text: 'O Hotel Xcaret México é o único dos três que recebe menores de 16 anos.',
            meta: '0-17 anos',
          },
          {
            title: 'Busca arte e clima adulto',
            text: 'O Hotel Xcaret Arte combina oficinas, música e gastronomia de autor.',
            meta: '16+',
          },
          {
            title: 'Quer exclusividade',
            text: 'La Casa de la Playa oferece privacidade, mordomo e apenas 63 suítes.',
            meta: 'Só para adultos',
          },
        ],
      },
    ],
  },
  allFunInclusive: {
    title: 'All-Fun Inclusive: muito mais que um all inclusive',
    metaDescription:
      'Conheça o All-Fun Inclusive dos Hotéis Xcaret: acesso ilimitado a parques e tours, traslados, gastronomia de autor, open bar e atividades.',
    intro:
      'Nos Hotéis Xcaret, o all inclusive vai muito além da comida e da bebida. Com o conceito All-Fun Inclusive, a sua hospedagem abre as portas para os parques e tours Xcaret, para uma gastronomia mexicana criada por chefs, para bares com coquetelaria autoral e para uma programação de atividades pensada para que cada dia na Riviera Maya seja diferente. Tudo com um único pagamento, sem se preocupar com contas, traslados ou ingressos.',
    sections: [
      {
        heading: 'Parques e tours ilimitados durante a hospedagem',
        paragraphs: [
          'Enquanto estiver hospedado conosco, você pode visitar os parques e tours Xcaret quantas vezes quiser, do dia da chegada ao dia da partida. Nade em rios subterrâneos no Xcaret, voe nas tirolesas do Xplor, faça snorkel na enseada de Xel-Há ou passeie de trajinera em Xoximilco.',
          'Recomendamos reservar as visitas com o concierge para garantir o seu lugar. Atividades com custo adicional dentro dos parques, como encontros com a fauna marinha, fotos profissionais e alguns tours especiais, não fazem parte do plano. Cada parque tem as suas próprias regras de idade e horário: Xplor e Xavage, por exemplo, recebem visitantes a partir de 5 anos.',
        ],
        items: [
          {
            title: 'Xcaret',
            text: 'Natureza, cultura, rios subterrâneos, praias e o espetáculo noturno México Espectacular.',
          },
          {
            title: 'Xplor e Xplor Fuego',
            text: 'Tirolesas, veículos anfíbios, balsas e nado em rios subterrâneos, de dia ou à noite.',
          },
          {
            title: 'Xel-Há',
            text: 'Snorkel em uma enseada natural, com comida, bebidas e equipamento incluídos.',
          },
          {
            title: 'Xenses, Xoximilco, Xavage e Xenotes',
            text: 'Um percurso sensorial, uma festa mexicana sobre a água, aventura radical e quatro cenotes para descobrir.',
          },
          {
            title: 'Tours',
            text: 'Excursões a Xichén (Chichén Itzá), Cobá e Tulum para conhecer o mundo maia.',
          },
        ],
      },
      {
        heading: 'Traslados sem complicação',
        paragraphs: [
          'O plano inclui o traslado de ida e volta entre o Aeroporto Internacional de Cancún e o hotel, além do transporte do hotel aos parques e de volta. Basta informar os dados do seu voo ao reservar e combinar as visitas aos parques com o concierge.',
        ],
      },
      {
        heading: 'Gastronomia, bares e atividades',
        paragraphs: [
          'Café da manhã, almoço, jantar e lanches em restaurantes de especialidade inspirados na cozinha mexicana e internacional, com cardápios criados por chefs da casa e convidados. Os bares oferecem open bar com drinques autorais, mezcal, tequila, vinhos e opções sem álcool, além de serviço de quarto.',
          'De dia e à noite, você encontra esportes, aulas de culinária e de dança, música ao vivo e espetáculos, sempre com o espírito festivo que é a marca da Xcaret.',
        ],
      },
      {
        heading: 'O que cada hotel acrescenta',
        paragraphs: [
          'O All-Fun Inclusive é a base dos três hotéis, e cada um o adapta ao seu estilo e aos seus hóspedes.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México',
            text: 'Perfeito para famílias: kids club com atividades diárias, piscinas e rios para todas as idades e uma ampla programação de entretenimento.',
          },
          {
            title: 'Hotel Xcaret Arte',
            text: 'Para adultos e jovens a partir de 16 anos: oficinas de arte incluídas, como pintura, cerâmica, fotografia e têxtil, conduzidas por artistas e artesãos mexicanos.',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Experiência boutique só para adultos: serviço de mordomo, traslados privativos e atenção personalizada em cada momento da hospedagem.',
          },
        ],
      },
    ],
  },
  restaurants: {
    title: 'Restaurantes dos Hotéis Xcaret',
    metaDescription:
      'Gastronomia mexicana de autor no Hotel Xcaret México, Hotel Xcaret Arte e La Casa de la Playa: restaurantes de especialidade incluídos na estadia.',
    intro:
      'A cozinha mexicana é patrimônio cultural imaterial da humanidade, e nos Hotéis Xcaret nós a celebramos todos os dias. Nossos restaurantes combinam técnicas tradicionais, ingredientes da península de Yucatán e a criatividade de chefs mexicanos, com cardápios que mudam conforme a estação. Todos fazem parte do All-Fun Inclusive, então basta escolher onde sentar.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'Sabores para toda a família, do fogão a lenha tradicional à grelha de frente para o mar, com cardápio infantil e opções para dietas especiais em todos os restaurantes.',
        ],
        items: [
          {
            title: 'Tlacualli',
            text: 'Mole, tortilhas feitas à mão e cozidos de panela de barro preparados como nas cozinhas de vilarejo, com receitas de várias regiões do México.',
            meta: 'Mexicana tradicional',
          },
          {
            title: 'Arrecife',
            text: 'Peixe do dia, aguachiles, tostadas e peixe na brasa com vista para o Caribe, a poucos passos da praia.',
            meta: 'Frutos do mar',
          },
          {
            title: 'Brasa y Copal',
            text: 'Cortes e legumes feitos na lenha, molhos de molcajete e acompanhamentos da estação em um ambiente descontraído.',
            meta: 'Grelhados',
          },
          {
            title: 'Mercado de Colores',
            text: 'Estações ao vivo no café da manhã, almoço e jantar, com petiscos mexicanos, padaria e cozinhas do mundo; o preferido das crianças.',
            meta: 'Bufê',
          },
          {
            title: 'Milpa Viva',
            text: 'Milho, feijão, abóbora, pimenta e ervas da península em pratos criativos à base de vegetais.',
            meta: 'Vegetariana',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'Uma proposta gastronômica vivida como uma galeria: cada restaurante é uma obra diferente, com cozinha de autor e chefs convidados que homenageiam os ingredientes do México.',
        ],
        items: [
          {
            title: 'Lienzo',
            text: 'Menu degustação de vários tempos, renovado a cada estação, harmonizado com vinhos mexicanos.',
            meta: 'Cozinha de autor',
          },
          {
            title: 'Barro Negro',
            text: 'Moles, tlayudas e chocolate moído na pedra, inspirados nos mercados e nas cozinhas tradicionais de Oaxaca.',
            meta: 'Oaxaquenha',
          },
          {
            title: 'Nixtamal',
            text: 'Balcão de tacos, tostadas e antojitos feitos na hora, com massa nixtamalizada na casa.',
            meta: 'Comida de rua mexicana',
          },
          {
            title: 'Costa Azul',
            text: 'Azeite, ervas e frutos do mar do Caribe em uma cozinha mediterrânea com sotaque mexicano.',
            meta: 'Mediterrânea',
          },
          {
            title: 'Umami del Caribe',
            text: 'Robata, sushi e pratos para compartilhar onde o Japão encontra a península de Yucatán.',
            meta: 'Fusão nikkei-mexicana',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'No hotel boutique, a gastronomia é íntima e personalizada: poucas mesas, cardápios sob medida e a possibilidade de jantar na sua suíte ou na praia, com a organização do seu mordomo.',
        ],
        items: [
          {
            title: 'Semilla',
            text: 'Menu degustação que conta a história da cozinha mexicana, do milho à cozinha contemporânea.',
            meta: 'Alta gastronomia mexicana',
          },
          {
            title: 'Sal de Mar',
            text: 'Mesa do chef de frente para o oceano, com frutos do mar preparados na hora.',
            meta: 'Frutos do mar de autor',
          },
          {
            title: 'El Jardín',
            text: 'Cafés da manhã sem pressa, com pão recém-assado, frutas tropicais e clássicos mexicanos como chilaquiles e huevos motuleños.',
            meta: 'Café da manhã',
          },
        ],
      },
      {
        heading: 'Bom saber',
        paragraphs: [
          'Alguns restaurantes de especialidade exigem reserva e têm código de vestimenta esporte fino à noite. Informe o hotel sobre alergias ou necessidades alimentares ao reservar ou na chegada, e nossa equipe de cozinha adaptará os seus pratos.',
        ],
      },
    ],
  },
  bars: {
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
  meetings: {
    title: 'Reuniões e eventos na Riviera Maya',
    metaDescription:
      'Convenções, viagens de incentivo e eventos corporativos nos Hotéis Xcaret: salões, espaços ao ar livre, parques, tecnologia e planners dedicados.',
    intro:
      'Realize a sua próxima convenção, lançamento ou viagem de incentivo em um destino que inspira. Os Hotéis Xcaret reúnem salões versáteis, cenários naturais de frente para o mar e acesso aos parques Xcaret, com uma equipe de especialistas que cuida de cada detalhe para que o seu grupo só precise aproveitar.',
    sections: [
      {
        heading: 'Espaços para cada formato',
        paragraphs: [
          'De uma reunião de diretoria para dez pessoas a um congresso com mais de mil participantes, temos espaços internos e externos que se adaptam ao seu programa. Os salões principais podem ser divididos para sessões simultâneas, e os jardins e praias são ideais para jantares de gala e coquetéis de boas-vindas.',
        ],
        items: [
          {
            title: 'Centro de convenções do Hotel Xcaret México',
            text: 'Salão principal divisível com capacidade para até 1.500 pessoas em formato auditório, salas de apoio, foyer e áreas de credenciamento.',
            meta: 'Até 1.500 pessoas',
          },
          {
            title: 'Salões criativos do Hotel Xcaret Arte',
            text: 'Espaços de design com luz natural para workshops, apresentações e sessões de inovação, além de terraços e rooftop para recepções.',
            meta: 'De 20 a 400 pessoas',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Salas privativas para reuniões de diretoria e retiros executivos, com a opção de reservar o hotel inteiro para grupos exclusivos.',
            meta: 'De 10 a 120 pessoas',
          },
          {
            title: 'Praias, jardins e parques',
            text: 'Jantares sob as estrelas, eventos privativos nos parques Xcaret e noites temáticas com espetáculo e música ao vivo.',
            meta: 'Conforme o espaço',
          },
        ],
      },
      {
        heading: 'Viagens de incentivo inesquecíveis',
        paragraphs: [
          'Recompense a sua equipe com experiências que não existem em nenhum outro lugar: tirolesas no Xplor, snorkel em Xel-Há, uma festa a bordo de uma trajinera em Xoximilco ou uma visita a Chichén Itzá com o tour Xichén. O All-Fun Inclusive simplifica o orçamento, já que hospedagem, refeições, bebidas, traslados e parques estão reunidos em uma única tarifa.',
          'Criamos atividades de integração sob medida, como oficinas de arte e de culinária mexicana, desafios em equipe na selva ou cerimônias inspiradas na cultura maia.',
        ],
      },
      {
        heading: 'Tecnologia e produção',
        paragraphs: [
          'Nossos salões contam com Wi-Fi de alta velocidade, telões de LED, iluminação cênica, som profissional e cabines de tradução simultânea. Coordenamos transmissões ao vivo e eventos híbridos, além de cenografia e produção com fornecedores certificados.',
        ],
      },
      {
        heading: 'Uma equipe dedicada ao seu evento',
        paragraphs: [
          'Desde a primeira proposta, um event planner será o seu contato único: ele coordena bloqueios de quartos e tarifas de grupo, cardápios e banquetes, traslados a partir do Aeroporto Internacional de Cancún, atividades e a logística no local. Compartilhe conosco as datas, o número de participantes e o tipo de evento, e enviaremos uma proposta personalizada.',
        ],
      },
    ],
  },
  offers: {
    title: 'Ofertas especiais',
    metaDescription:
      'Ofertas dos Hotéis Xcaret: desconto por reserva antecipada, estadias longas, lua de mel, crianças grátis e tarifas para residentes no México.',
    intro:
      'Reservar no site oficial vale a pena. Aproveite as promoções vigentes no Hotel Xcaret México, no Hotel Xcaret Arte e em La Casa de la Playa, todas com o All-Fun Inclusive, e pague na sua moeda com opções de parcelamento ou financiamento. Os descontos são aplicados automaticamente na busca ou com o seu código promocional.',
    sections: [
      {
        heading: 'Promoções vigentes',
        paragraphs: [
          'Escolha a oferta que melhor combina com a sua viagem. As promoções não são cumulativas entre si, salvo indicação em contrário.',
        ],
        items: [
          {
            title: 'Lua de mel',
            text: 'Jantar romântico, decoração especial na suíte e upgrade de categoria sujeito à disponibilidade para recém-casados.',
            meta: 'Hotel Xcaret Arte e La Casa de la Playa',
          },
          {
            title: 'Crianças grátis',
            text: 'Até duas crianças de 0 a 12 anos se hospedam sem custo ao dividir a suíte com dois adultos que pagam a tarifa integral.',
            meta: 'Hotel Xcaret México',
          },
          {
            title: 'Residentes no México',
            text: 'Tarifas preferenciais em pesos mexicanos e até 15 parcelas sem juros com cartões de bancos participantes.',
            meta: 'Todos os hotéis',
          },
        ],
      },
      {
        heading: 'Pré-venda de parques e tours',
        paragraphs: [
          'Se você vai visitar os parques sem se hospedar conosco, compre on-line com 7 ou 21 dias de antecedência e garanta um preço preferencial. É possível combinar até 5 produtos em um mesmo pacote do carrinho e receber os ingressos eletrônicos com código QR.',
        ],
      },
      {
        heading: 'Como aproveitar as ofertas',
        paragraphs: [
          'Pesquise as suas datas no motor de reservas: as tarifas promocionais aparecem destacadas e o desconto é refletido no total antes do pagamento. Se você tiver um código promocional, informe-o no campo correspondente; se o código não for válido para as datas ou o hotel escolhidos, o sistema avisará.',
        ],
      },
      {
        heading: 'Termos e condições',
        paragraphs: [
          'Sujeito a condições. Ofertas sujeitas à disponibilidade e a alterações sem aviso prévio; válidas para novas reservas feitas neste site. Os percentuais são máximos e variam conforme o hotel, a categoria da suíte, as datas da viagem e a antecedência da compra. Podem existir datas de exclusão na alta temporada. A promoção de lua de mel exige certidão de casamento emitida há no máximo 6 meses. A tarifa para residentes exige documento oficial com endereço no México no check-in. O parcelamento sem juros vale apenas para cartões emitidos no México por bancos participantes. Consulte a política de cancelamento de cada tarifa antes de confirmar.',
        ],
      },
    ],
  },
  weddings: {
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
  spa: {
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
  faq: {
    title: 'Perguntas frequentes',
    metaDescription:
      'Tire suas dúvidas sobre reservas, horários, idades, All-Fun Inclusive, traslados, cancelamentos, pagamentos e ingressos dos parques Xcaret.',
    intro:
      'Reunimos as respostas às dúvidas mais comuns sobre a sua hospedagem nos Hotéis Xcaret e a sua visita aos parques e tours. Se não encontrar o que procura, nossa equipe de atendimento terá prazer em ajudar.',
    sections: [
      {
        heading: 'Atendimento ao cliente',
        paragraphs: [
          'Nossa central de atendimento funciona de segunda a sexta, das 8h às 23h, e aos sábados e domingos, das 8h às 22h, no horário de Quintana Roo. Os telefones para o México, os Estados Unidos e o Canadá estão no rodapé deste site.',
        ],
      },
      {
        heading: 'Antes de viajar',
        paragraphs: [
          'Tenha em mãos o número de confirmação, um documento oficial com foto e os dados do seu voo. Se for visitar os parques, baixe os seus ingressos eletrônicos e confira o horário e as restrições de idade de cada um.',
        ],
      },
      {
        heading: 'Gerencie a sua reserva',
        paragraphs: [
          'Entre com o seu e-mail ou com Facebook, Google ou Apple para consultar as suas reservas e compras. Para alterações ou cancelamentos, fale com o atendimento informando o número de confirmação.',
        ],
      },
    ],
    questions: [
      {
        topic: 'Reservas',
        q: 'Como reservo um quarto?',
        a: 'Escolha as datas, o número de quartos e de hóspedes na busca. Depois selecione o hotel e o tipo de quarto, informe os dados dos hóspedes e faça o pagamento. Você receberá a confirmação da reserva por e-mail.',
      },
      {
        topic: 'Reservas',
        q: 'Qual é o horário de check-in e check-out?',
        a: 'Conforme nossa política, o check-in é a partir das 15h e o check-out é às 12h. Entrada antecipada ou saída tardia estão sujeitas à disponibilidade e podem ser solicitadas na recepção.',
      },
      {
        topic: 'Reservas',
        q: 'O Hotel Xcaret México aceita crianças?',
        a: 'Sim. O Hotel Xcaret México é ideal para famílias e recebe menores de 0 a 17 anos, com no máximo 3 crianças por quarto. Ao reservar, informe a idade de cada criança para ver as tarifas corretas.',
      },
      {
        topic: 'Reservas',
        q: 'Posso me hospedar com menores no Hotel Xcaret Arte ou em La Casa de la Playa?',
        a: 'Os dois hotéis são para adultos e jovens adultos. A idade mínima é 16 anos: hóspedes de 16 e 17 anos são os mais jovens admitidos e devem se hospedar com um adulto. Não são aceitos menores de 16 anos.',
      },
      {
        topic: 'Reservas',
        q: 'Posso reservar hotel e voo juntos?',
        a: 'Sim. Com a opção Hotel + Voo você pesquisa pacotes informando o aeroporto de origem, as datas e os passageiros, com no máximo 6 passageiros por reserva.',
      },
      {
        topic: 'Reservas',
        q: 'Como uso um código promocional?',
        a: 'Digite o código no campo de código promocional ao pesquisar ou pagar. Se o código for válido para as suas datas e o hotel, o desconto aparecerá no total; caso contrário, você verá a mensagem de código inválido.',
      },
      {
        topic: 'All-Fun Inclusive',
        q: 'O que inclui o All-Fun Inclusive?',
        a: 'Inclui hospedagem, comidas e bebidas em restaurantes e bares, open bar, atividades e entretenimento, acesso ilimitado aos parques e tours Xcaret durante a hospedagem e traslados entre o aeroporto de Cancún, o hotel e os parques. O Hotel Xcaret México acrescenta o kids club, o Hotel Xcaret Arte as oficinas de arte, e La Casa de la Playa o serviço de mordomo e traslados privativos.',
      },
      {
        topic: 'All-Fun Inclusive',
        q: 'Preciso reservar as visitas aos parques?',
        a: 'Sim, recomendamos reservar as visitas com o concierge do hotel para garantir o seu lugar e o transporte. Atividades com custo adicional dentro dos parques não estão incluídas, e cada parque mantém as suas próprias regras de idade e horário.',
      },
      {
        topic: 'Traslados',
        q: 'O traslado do aeroporto está incluído?',
        a: 'Sim. Hospedando-se em qualquer um dos três hotéis, o traslado de ida e volta entre o Aeroporto Internacional de Cancún e o hotel está incluído. O trajeto leva cerca de 50 minutos. Informe os dados do voo ao reservar para que possamos organizá-lo.',
      },
      {
        topic: 'Traslados',
        q: 'Se eu comprar só ingressos dos parques, posso incluir transporte?',
        a: 'Sim, você pode incluir transporte a partir de diferentes zonas de Cancún, Playa del Carmen, Riviera Maya e Tulum ao comprar o ingresso. O transporte não está disponível para visitas no mesmo dia da compra.',
      },
      {
        topic: 'Cancelamentos',
        q: 'Qual é a política de cancelamento da hospedagem?',
        a: 'Você pode cancelar sem custo até 7 dias antes da data de chegada. Cancelamentos posteriores têm uma taxa de 10% do total da reserva, e em caso de não comparecimento (no-show) é cobrada a primeira noite. Algumas tarifas promocionais podem ter condições diferentes, exibidas antes do pagamento.',
      },
      {
        topic: 'Pagamentos',
        q: 'Em quais moedas posso pagar?',
        a: 'Você pode ver preços e pagar em 17 moedas: USD, MXN, CAD, EUR, COP, GTQ, GBP, ARS, CLP, PEN, UYU, CRC, RUB, AUD, CNY, JPY e KRW. Os meios de pagamento disponíveis variam conforme a moeda escolhida.',
      },
      {
        topic: 'Pagamentos',
        q: 'Quais formas de pagamento são aceitas?',
        a: 'Aceitamos Visa, Mastercard, American Express, Carte Bleue, Diners Club, Discover, JCB e PayPal. Ao escolher a moeda, o site mostra os meios disponíveis.',
      },
      {
        topic: 'Pagamentos',
        q: 'Posso parcelar sem juros?',
        a: 'Sim, com cartões de crédito emitidos no México por bancos participantes. A maioria dos bancos oferece 3 e 6 parcelas sem juros, e alguns permitem até 12 meses ou mais. As opções do seu banco aparecem no momento do pagamento.',
      },
      {
        topic: 'Pagamentos',
        q: 'Vocês oferecem financiamento com a Uplift?',
        a: 'Sim. O financiamento com a Uplift está disponível apenas para compras em dólares americanos (USD) ou canadenses (CAD), sujeito à aprovação da Uplift.',
      },
      {
        topic: 'Parques',
        q: 'Como recebo os ingressos dos parques?',
        a: 'Os ingressos são eletrônicos e chegam por e-mail com um código QR. Apresente-o na entrada do parque junto com um documento oficial com foto do titular da compra.',
      },
      {
        topic: 'Parques',
        q: 'O que é um ingresso aberto?',
        a: 'É um ingresso sem data de visita definida. Ele é válido por 6 meses a partir da data da compra, e você pode usá-lo no dia que preferir dentro desse período, sujeito à disponibilidade.',
      },
      {
        topic: 'Parques',
        q: 'Quanto as crianças pagam nos parques?',
        a: 'Crianças de 5 a 11 anos pagam tarifa infantil e bebês de 0 a 4 anos entram grátis; a partir dos 12 anos, aplica-se a tarifa de adulto. No Xenotes e nos tours Xichén, a tarifa infantil vale de 6 a 11 anos, e recomenda-se idade mínima de 6 anos.',
      },
      {
        topic: 'Parques',
        q: 'Existe idade mínima para o Xplor e o Xavage?',
        a: 'Sim. Por segurança, o Xplor e o Xavage só admitem visitantes a partir de 5 anos. Algumas atividades podem ter requisitos adicionais de altura ou idade.',
      },
      {
        topic: 'Parques',
        q: 'Preciso levar equipamento de snorkel para Xel-Há?',
        a: 'Não. Xel-Há inclui o equipamento de snorkel; basta deixar um depósito reembolsável de 10 USD, devolvido quando você entrega o equipamento.',
      },
      {
        topic: 'Parques',
        q: 'Quantos produtos posso combinar no carrinho?',
        a: 'Você pode combinar até 5 produtos em um mesmo pacote. Cada compra deve incluir pelo menos um adulto, não é possível adicionar duas vezes o mesmo produto nem dois produtos com a mesma data, e as atividades com custo adicional exigem a compra prévia da entrada do parque.',
      },
    ],
  },
  privacy: {
    title: 'Aviso de privacidade',
    metaDescription:
      'Aviso de privacidade da Experiencias Xcaret Parques: dados que coletamos, finalidades, transferências, direitos ARCO e uso de cookies.',
    intro:
      'A Experiencias Xcaret Parques, S.A.P.I. de C.V. respeita a sua privacidade. Este aviso de privacidade integral é emitido conforme a Lei Federal mexicana de Proteção de Dados Pessoais em Posse de Particulares (Ley Federal de Protección de Datos Personales en Posesión de los Particulares) e suas normas aplicáveis, e explica como tratamos os dados pessoais de hóspedes, visitantes dos parques, usuários deste site e assinantes da newsletter. Esta versão em português é oferecida por conveniência; em caso de divergência, prevalece a versão em espanhol. Última atualização: 1º de novembro de 2026.',
    sections: [
      {
        heading: 'Controlador e dados pessoais que coletamos',
        paragraphs: [
          'O responsável pelo tratamento dos seus dados pessoais é a Experiencias Xcaret Parques, S.A.P.I. de C.V. ("Xcaret"), com endereço em Carretera Chetumal-Puerto Juárez km 282, Solidaridad, Quintana Roo, México, C.P. 77710. Coletamos os seus dados quando você os fornece diretamente neste site, em nossas centrais de atendimento, nos hotéis e parques, ou por meio de agências e parceiros comerciais.',
          'Dados sensíveis relacionados à saúde só são tratados com o seu consentimento expresso e por escrito, e apenas para a sua segurança e bem-estar durante a hospedagem ou as atividades. Os dados de menores de idade devem ser fornecidos pela mãe, pelo pai ou pelo responsável legal.',
        ],
        items: [
          {
            title: 'Identificação e contato',
            text: 'Nome, sobrenome, e-mail, telefone, endereço, país de residência, nacionalidade, data de nascimento e documento oficial.',
          },
          {
            title: 'Dados de viagem',
            text: 'Datas de hospedagem ou visita, acompanhantes e idades das crianças, dados do voo, preferências e pedidos especiais.',
          },
          {
            title: 'Dados financeiros e de faturamento',
            text: 'Dados fiscais para emissão de nota e dados do cartão ou da conta de pagamento, processados por provedores de pagamento certificados; a Xcaret não armazena o número completo do seu cartão.',
          },
          {
            title: 'Dados de conta e navegação',
            text: 'Credenciais de acesso, dados básicos do perfil ao entrar com Facebook, Google ou Apple, endereço IP, dispositivo, idioma, moeda e hábitos de navegação.',
          },
          {
            title: 'Dados sensíveis',
            text: 'Alergias, restrições alimentares e condições médicas ou de mobilidade relevantes para os serviços ou atividades contratados.',
          },
        ],
      },
      {
        heading: 'Finalidades do tratamento',
        paragraphs: [
          'Finalidades primárias, necessárias para a relação jurídica com você: gerenciar reservas de hospedagem, pacotes de hotel e voo, ingressos, tours e complementos; processar pagamentos, parcelamentos sem juros, financiamentos e reembolsos; emitir notas fiscais; coordenar traslados; verificar a sua identidade no acesso a hotéis e parques; prestar atendimento ao cliente; garantir a segurança de hóspedes, visitantes e instalações, e cumprir obrigações legais.',
          'Finalidades secundárias, que não são necessárias para o serviço, mas nos ajudam a atendê-lo melhor: enviar a newsletter, promoções e publicidade; realizar pesquisas de satisfação; personalizar o conteúdo e as ofertas do site; elaborar estatísticas e análises de uso, e organizar concursos. Se não quiser que os seus dados sejam usados para essas finalidades, você pode nos informar a qualquer momento escrevendo para {privacyEmail} ou pelo link de descadastramento incluído em cada comunicação. A sua recusa não afetará os serviços contratados.',
        ],
      },
      {
        heading: 'Transferências de dados',
        paragraphs: [
          'Nos casos em que a lei permite sem o seu consentimento, podemos transferir os seus dados para: sociedades controladoras, subsidiárias ou afiliadas da Xcaret que operam sob as mesmas políticas de privacidade, para prestar os serviços contratados; companhias aéreas, operadoras e prestadores de serviços turísticos, quando você reserva pacotes ou serviços fornecidos por eles; bancos, processadores de pagamento e provedores de financiamento, para cobrar as suas compras e prevenir fraudes; seguradoras, em caso de sinistro, e autoridades competentes, quando exigido por lei ou ordem judicial.',
          'Qualquer transferência a parceiros comerciais para fins publicitários só ocorrerá com o seu consentimento prévio. Também contamos com operadores, como provedores de hospedagem tecnológica, análise e personalização, que tratam os dados em nome da Xcaret e sob obrigações de confidencialidade.',
        ],
      },
      {
        heading: 'Direitos ARCO, revogação e limitação do uso',
        paragraphs: [
          'Você tem direito de acessar os seus dados pessoais, retificá-los se estiverem inexatos ou incompletos, cancelá-los quando considerar que não são necessários para as finalidades indicadas e se opor ao seu tratamento para fins específicos (direitos ARCO). Você também pode revogar o seu consentimento e limitar o uso ou a divulgação dos seus dados.',
          'Para exercer esses direitos, envie a sua solicitação para {privacyEmail} informando o seu nome completo e um e-mail para resposta; anexe um documento oficial de identidade ou, se for o caso, o documento que comprove a representação legal; descreva com clareza os dados e o direito que deseja exercer, e inclua qualquer informação que facilite a localização dos dados. Responderemos em até 20 dias úteis e, se a solicitação for procedente, ela será efetivada nos 15 dias úteis seguintes. Se considerar que o seu direito não foi atendido, você pode recorrer à autoridade competente em matéria de proteção de dados pessoais no México.',
        ],
      },
      {
        heading: 'Cookies e alterações deste aviso',
        paragraphs: [
          'Este site utiliza cookies e tecnologias semelhantes. Os cookies essenciais lembram o seu idioma, moeda, sessão, quarto selecionado e reserva em andamento, e têm validade de 7 dias. Com a sua autorização, também usamos cookies de análise e de personalização, incluindo os de um provedor externo, para medir o uso do site e mostrar conteúdo relevante. Você pode aceitar ou recusar os cookies não essenciais no aviso de cookies e desativá-los nas configurações do navegador, embora algumas funções possam deixar de funcionar corretamente.',
          'Este aviso pode ser alterado por exigências legais ou por mudanças em nossos serviços ou práticas de privacidade. Publicaremos a versão vigente nesta página, com a data da última atualização.',
        ],
      },
    ],
  },
  terms: {
    title: 'Termos de uso',
    metaDescription:
      'Termos de uso do site e das compras on-line dos Hotéis e Parques Xcaret: reservas, ingressos, preços, pagamentos, cancelamentos e lei aplicável.',
    intro:
      'Estes termos regulam o uso deste site e as compras feitas nele, incluindo reservas de hospedagem, pacotes de hotel e voo, ingressos de parques e tours e seus complementos. Ao navegar no site ou fazer uma compra, você aceita estes termos e o aviso de privacidade. Esta versão em português é oferecida por conveniência; em caso de divergência, prevalece a versão em espanhol. Última atualização: 1º de novembro de 2026.',
    sections: [
      {
        heading: 'Uso do site e conta de usuário',
        paragraphs: [
          'Você pode navegar como visitante ou criar uma conta com e-mail e senha, ou entrar com Facebook, Google ou Apple. Você é responsável por manter a confidencialidade das suas credenciais e pela veracidade das informações fornecidas. Para comprar, é preciso ser maior de idade e ter capacidade legal para contratar.',
          'Não é permitido usar o site para fins fraudulentos, fazer reservas especulativas, extrair conteúdo de forma automatizada ou interferir no seu funcionamento. Podemos suspender contas ou cancelar compras que descumpram estes termos.',
        ],
      },
      {
        heading: 'Reservas e ingressos',
        paragraphs: [
          'Uma reserva de hospedagem é confirmada quando você recebe o e-mail com o número de confirmação. O check-in é a partir das 15h e o check-out às 12h. O Hotel Xcaret México recebe menores de 0 a 17 anos, com no máximo 3 por quarto; o Hotel Xcaret Arte e La Casa de la Playa recebem hóspedes a partir de 16 anos. Os pacotes de hotel e voo permitem no máximo 6 passageiros e são processados em uma plataforma externa, também sujeita às condições das companhias aéreas.',
          'Os ingressos de parques e tours são eletrônicos, têm código QR e valem para a data e o horário escolhidos; o ingresso aberto vale por 6 meses a partir da compra. Na entrada, é exigido documento oficial com foto. Cada parque tem restrições de idade, altura e saúde que você deve conferir antes de comprar. Um pacote do carrinho pode incluir até 5 produtos e deve conter pelo menos um adulto; as atividades com custo adicional exigem a entrada do parque.',
        ],
      },
      {
        heading: 'Preços, moedas e pagamentos',
        paragraphs: [
          'Os preços são exibidos na moeda que você escolher entre as 17 disponíveis. Quando a moeda selecionada é diferente da moeda base da tarifa, o valor é calculado com a taxa de câmbio vigente no site no momento da compra, e a cobrança é feita na moeda indicada no pagamento. O seu banco pode aplicar taxa de câmbio própria ou tarifas, que não dependem de nós. Os preços incluem os impostos aplicáveis, exceto as contribuições locais pagas diretamente no destino, como a taxa municipal de saneamento ambiental ou o Visitax do estado de Quintana Roo.',
          'Aceitamos os cartões e meios de pagamento exibidos para cada moeda. O parcelamento sem juros vale apenas para cartões emitidos no México por bancos participantes, e o financiamento com a Uplift apenas para compras em USD ou CAD, sujeito à aprovação. Preços e promoções podem mudar sem aviso prévio, mas o preço confirmado na sua compra será respeitado. Se um preço for publicado com erro evidente, entraremos em contato para oferecer o preço correto ou o cancelamento sem custo.',
        ],
      },
      {
        heading: 'Alterações e cancelamentos',
        paragraphs: [
          'Salvo indicação diferente na tarifa, as reservas de hospedagem podem ser canceladas sem custo até 7 dias antes da chegada; depois disso, aplica-se uma taxa de 10% do total, e o não comparecimento (no-show) gera a cobrança da primeira noite. Alterações de data ou de categoria estão sujeitas à disponibilidade e à diferença de tarifa. As condições de alteração e cancelamento de ingressos, tours e pacotes com voo são exibidas antes do pagamento e fazem parte da sua compra.',
          'Os reembolsos aprovados são feitos no mesmo meio de pagamento utilizado. Se, por motivo de força maior, como fenômenos meteorológicos ou determinações das autoridades, um parque ou serviço não puder operar, ofereceremos a troca de data ou o reembolso correspondente.',
        ],
      },
      {
        heading: 'Propriedade intelectual, responsabilidade e lei aplicável',
        paragraphs: [
          'As marcas, logotipos, nomes comerciais, textos, fotografias, vídeos e demais conteúdos do site são de propriedade da Experiencias Xcaret Parques, S.A.P.I. de C.V. ou de seus licenciantes e estão protegidos pela legislação de propriedade intelectual. Não é permitido reproduzi-los, modificá-los ou usá-los para fins comerciais sem autorização por escrito.',
          'Não nos responsabilizamos por interrupções do site alheias ao nosso controle, por serviços prestados por terceiros, como companhias aéreas, nem por danos decorrentes do descumprimento das instruções de segurança dos parques. Estes termos são regidos pelas leis dos Estados Unidos Mexicanos, sem prejuízo dos direitos garantidos pela Lei Federal de Proteção ao Consumidor do México. Para sua interpretação e cumprimento, as partes se submetem aos tribunais competentes de Cancún, Quintana Roo, renunciando a qualquer outro foro que lhes possa corresponder.',
        ],
      },
    ],
  },
  cities: {
    'playa-del-carmen': {
      title: 'Hotéis Xcaret em Playa del Carmen',
      metaDescription:
        'Hospede-se a 10 minutos do centro de Playa del Carmen nos Hotéis Xcaret, com parques, traslados e gastronomia incluídos no All-Fun Inclusive.',
      intro:
        'O Hotel Xcaret México, o Hotel Xcaret Arte e La Casa de la Playa ficam no km 282 da rodovia Chetumal-Puerto Juárez, logo ao sul de Playa del Carmen. Você fica a cerca de 10 minutos da Quinta Avenida, mas diante de um litoral tranquilo, cercado pela selva e ao lado dos parques Xcaret e Xplor.',
      sections: [
        {
          heading: 'Como chegar',
          paragraphs: [
            'O Aeroporto Internacional de Cancún fica a cerca de 50 minutos por estrada, e o traslado de ida e volta está incluído na sua hospedagem. Do hotel, o centro de Playa del Carmen fica a uns 10 minutos de táxi.',
          ],
        },
        {
          heading: 'O que fazer em Playa del Carmen',
          paragraphs: [
            'Playa del Carmen combina clima cosmopolita e espírito caribenho. Vale reservar uma tarde ou uma noite da viagem para conhecê-la.',
          ],
          items: [
            {
              title: 'Quinta Avenida',
              text: 'O calçadão da cidade, com lojas, galerias, cafés e restaurantes.',
            },
            {
              title: 'Cozumel',
              text: 'Do píer saem balsas para a ilha, famosa pelos recifes para mergulho e snorkel.',
            },
            {
              title: 'Cenotes próximos',
              text: 'Piscinas naturais de água doce e cristalina escondidas na selva, a poucos minutos da cidade.',
            },
            {
              title: 'Parques Xcaret e Xplor',
              text: 'Vizinhos dos hotéis: do lobby aos rios subterrâneos e às tirolesas em minutos.',
            },
          ],
        },
        {
          heading: 'Por que se hospedar nos Hotéis Xcaret',
          paragraphs: [
            'Você tem o melhor de Playa del Carmen por perto, sem o barulho do centro, e com o All-Fun Inclusive aproveita acesso ilimitado aos parques e tours, traslados, gastronomia de autor e open bar. Escolha o Hotel Xcaret México se viaja em família, o Hotel Xcaret Arte para arte e clima adulto, ou La Casa de la Playa para uma escapada boutique de frente para o mar.',
          ],
        },
      ],
    },
    cancun: {
      title: 'Hotéis Xcaret perto de Cancún',
      metaDescription:
        'Chegue a Cancún e em cerca de 50 minutos esteja nos Hotéis Xcaret, com traslado do aeroporto incluído e os parques da Riviera Maya por perto.',
      intro:
        'Cancún é a porta de entrada do Caribe mexicano. Ao desembarcar no aeroporto internacional, um traslado incluído leva você em cerca de 50 minutos aos Hotéis Xcaret, no km 282 da rodovia Chetumal-Puerto Juárez, ao sul de Playa del Carmen, no coração da Riviera Maya.',
      sections: [
        {
          heading: 'Do aeroporto ao hotel',
          paragraphs: [
            'Ao reservar, informe os dados do seu voo e nossa equipe estará à sua espera no aeroporto. O trajeto pela rodovia federal é direto e confortável. A zona hoteleira e o centro de Cancún ficam a pouco mais de uma hora do hotel, caso você queira visitá-los durante a viagem.',
          ],
        },
        {
          heading: 'O que fazer em Cancún',
          paragraphs: ['Se tiver um dia livre, Cancún oferece programas para todos os gostos.'],
          items: [
            {
              title: 'Isla Mujeres',
              text: 'Uma ilha tranquila a uma curta travessia de balsa, com praias rasas e azul-turquesa.',
            },
            {
              title: 'Zona hoteleira',
              text: 'Uma faixa de areia branca entre o mar do Caribe e a lagoa Nichupté, com vida noturna e compras.',
            },
            {
              title: 'Museu Maia de Cancún',
              text: 'Um acervo arqueológico que apresenta a história da cultura maia na península.',
            },
          ],
        },
        {
          heading: 'Por que se hospedar nos Hotéis Xcaret',
          paragraphs: [
            'Ficar na Riviera Maya deixa você a minutos dos parques e no meio do caminho entre Cancún e Tulum. Com o All-Fun Inclusive, não é preciso alugar carro nem planejar transporte: os traslados entre o aeroporto, o hotel e os parques estão incluídos, assim como a gastronomia, as bebidas e o acesso ilimitado a parques e tours.',
          ],
        },
      ],
    },
    tulum: {
      title: 'Hotéis Xcaret perto de Tulum',
      metaDescription:
        'Os Hotéis Xcaret ficam a cerca de 45 minutos de Tulum: visite o sítio arqueológico à beira-mar, Cobá e Xel-Há com tours que saem do hotel.',
      intro:
        'Tulum, com a sua cidade maia murada sobre um penhasco de frente para o Caribe, fica a cerca de 45 minutos ao sul dos Hotéis Xcaret. Do hotel, você pode conhecê-la por conta própria ou com os tours Xcaret, que combinam arqueologia, selva e a água cristalina de Xel-Há.',
      sections: [
        {
          heading: 'Como chegar a Tulum',
          paragraphs: [
            'Os hotéis ficam no km 282 da rodovia Chetumal-Puerto Juárez; Tulum está a cerca de 45 minutos ao sul pela mesma rodovia. No caminho ficam Puerto Aventuras, Akumal e o parque Xel-Há, a uns 35 minutos do hotel.',
          ],
        },
        {
          heading: 'Tours a partir do hotel',
          paragraphs: [
            'Os tours incluem transporte, guia, entradas e refeição, e fazem parte do All-Fun Inclusive durante a hospedagem, mediante reserva.',
          ],
          items: [
            {
              title: 'Cobá-Tulum',
              text: 'Conheça as ruínas de Cobá na selva e depois a cidade murada de Tulum; opera diariamente.',
            },
            {
              title: 'Tulum-Xel-Há',
              text: 'Arqueologia pela manhã e snorkel na enseada de Xel-Há à tarde.',
            },
            {
              title: 'Tulum-Xenses',
              text: 'O sítio arqueológico de Tulum e o percurso sensorial do Xenses no mesmo dia.',
            },
            {
              title: 'Cobá-Xel-Há',
              text: 'A selva de Cobá e o parque Xel-Há, disponível às terças e quintas.',
            },
          ],
        },
        {
          heading: 'Por que se hospedar nos Hotéis Xcaret',
          paragraphs: [
            'Da localização dos hotéis você chega facilmente tanto a Tulum quanto a Cancún, e volta todas as noites ao conforto da sua suíte, à gastronomia de autor e aos bares do resort. Com o All-Fun Inclusive, o transporte para os parques e tours já está resolvido.',
          ],
        },
      ],
    },
    'riviera-maya': {
      title: 'Hotéis Xcaret na Riviera Maya',
      metaDescription:
        'Os Hotéis Xcaret ficam no coração da Riviera Maya: praias, cenotes, recifes e sítios maias, com parques e traslados incluídos.',
      intro:
        'A Riviera Maya se estende pelo litoral do Caribe mexicano, de Puerto Morelos a Tulum, entre praias de areia branca, cenotes, selva e vestígios da cultura maia. Os Hotéis Xcaret ficam no seu coração, no km 282 da rodovia Chetumal-Puerto Juárez, ao lado de Playa del Carmen.',
      sections: [
        {
          heading: 'Distâncias a partir dos hotéis',
          paragraphs: [
            'A localização central permite percorrer a região sem longos deslocamentos.',
          ],
          items: [
            {
              title: 'Playa del Carmen',
              text: 'Cerca de 10 minutos ao norte.',
              meta: '10 min',
            },
            {
              title: 'Aeroporto Internacional de Cancún',
              text: 'Cerca de 50 minutos ao norte, com traslado incluído.',
              meta: '50 min',
            },
            {
              title: 'Puerto Aventuras e Akumal',
              text: 'De 20 a 30 minutos ao sul, com enseadas e praias para nadar com tartarugas.',
              meta: '20-30 min',
            },
            {
              title: 'Tulum',
              text: 'Cerca de 45 minutos ao sul, com o seu sítio arqueológico à beira-mar.',
              meta: '45 min',
            },
          ],
        },
        {
          heading: 'O que fazer na Riviera Maya',
          paragraphs: [
            'A região é perfeita para alternar descanso e aventura: nade em cenotes e rios subterrâneos, faça snorkel no Sistema Recifal Mesoamericano, o segundo maior recife do mundo, e visite cidades maias como Tulum, Cobá e Chichén Itzá.',
            'Os parques e tours Xcaret reúnem o melhor da região: Xcaret, Xplor, Xel-Há, Xenses, Xoximilco, Xavage, Xenotes e as excursões Xichén, Cobá e Tulum.',
          ],
        },
        {
          heading: 'Por que se hospedar nos Hotéis Xcaret',
          paragraphs: [
            'Com o All-Fun Inclusive, toda a Riviera Maya passa a fazer parte da sua hospedagem: acesso ilimitado aos parques e tours, traslados do aeroporto e para os parques, gastronomia mexicana de autor e open bar. Três hotéis, três estilos: familiar no Hotel Xcaret México, artístico e para adultos no Hotel Xcaret Arte, e intimista e exclusivo em La Casa de la Playa.',
          ],
        },
      ],
    },
  },
};
