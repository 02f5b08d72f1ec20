import type { ContentPage, Localized } from './types';

export const home: Localized<ContentPage> = {
  es: {
    title: 'Hoteles y parques Xcaret en la Riviera Maya',
    metaDescription:
      'Reserva en el sitio oficial de Hoteles y Parques Xcaret: tres hoteles All-Fun Inclusive, parques y tours en la Riviera Maya, con pago en 17 monedas.',
    intro:
      'Vive el Caribe mexicano con todo el color, la naturaleza y la cultura de México. Tres hoteles frente al mar cerca de Playa del Carmen, parques que te llevan de los ríos subterráneos a la selva y tours a las grandes ciudades mayas: todo en un mismo lugar, para que solo te ocupes de disfrutar.',
    sections: [
      {
        heading: 'Tres hoteles, tres maneras de vivir México',
        paragraphs: [
          'Cada hotel tiene su propia personalidad y todos comparten el All-Fun Inclusive, con parques, tours y traslados incluidos.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México',
            text: 'El gran resort familiar, con cerca de 900 suites distribuidas en casas entre ríos, albercas y playa, y un club infantil para los más pequeños.',
            meta: 'Para toda la familia',
          },
          {
            title: 'Hotel Xcaret Arte',
            text: 'Cerca de 900 suites en edificios temáticos inspirados en el diseño, los artistas, la música, la paz y las pirámides, con talleres de arte incluidos.',
            meta: 'A partir de 16 años',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Un refugio boutique de 63 suites frente al mar de unos 100 m², con alberca privada y servicio de mayordomo.',
            meta: 'Solo adultos',
          },
        ],
      },
      {
        heading: 'Parques y tours',
        paragraphs: [
          'Compra tus boletos en línea, combina hasta 5 productos en un mismo paquete y recibe tus boletos electrónicos con código QR. También puedes elegir boletos abiertos, válidos durante 6 meses a partir de la compra.',
        ],
        items: [
          {
            title: 'Xcaret',
            text: 'Ríos subterráneos, playas, fauna y el espectáculo México Espectacular.',
          },
          {
            title: 'Xplor y Xplor Fuego',
            text: 'Tirolesas, vehículos anfibios y balsas, de día o de noche.',
          },
          { title: 'Xel-Há', text: 'Snorkel en una caleta natural con todo incluido.' },
          {
            title: 'Xenses y Xoximilco',
            text: 'Un recorrido para despertar los sentidos y una fiesta mexicana en trajinera.',
          },
          {
            title: 'Xavage y Xenotes',
            text: 'Aventura extrema y un recorrido por cuatro cenotes de la selva.',
          },
          {
            title: 'Xichén, Cobá y Tulum',
            text: 'Tours a Chichén Itzá y a las zonas arqueológicas del Caribe mexicano.',
          },
        ],
      },
      {
        heading: 'All-Fun Inclusive',
        paragraphs: [
          'Mucho más que un todo incluido: hospedaje, gastronomía de autor, open bar, actividades, acceso ilimitado a los parques y tours de Xcaret durante tu estancia y traslados entre el aeropuerto de Cancún, el hotel y los parques, todo en una sola tarifa.',
        ],
      },
      {
        heading: 'Por qué reservar en el sitio oficial',
        paragraphs: [
          'Reservar directamente con nosotros te da más opciones para planear y pagar tu viaje.',
        ],
        items: [
          {
            title: 'Paga en tu moneda',
            text: 'Consulta precios y paga en 17 monedas, con los métodos de pago disponibles para cada una.',
          },
          {
            title: 'Meses sin intereses',
            text: 'Hasta 12 meses sin intereses con tarjetas emitidas en México y bancos participantes.',
          },
          {
            title: 'Financiamiento Uplift',
            text: 'Paga en plazos con Uplift en compras en USD o CAD, sujeto a aprobación.',
          },
          {
            title: 'Hotel + Vuelo',
            text: 'Arma tu paquete con vuelo desde tu aeropuerto de origen, para hasta 6 pasajeros.',
          },
          {
            title: 'Ofertas exclusivas',
            text: 'Promociones y códigos promocionales válidos en este sitio.',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Xcaret hotels and parks in the Riviera Maya',
    metaDescription:
      'Book on the official Xcaret Hotels and Parks site: three All-Fun Inclusive hotels, parks and tours in the Riviera Maya, paying in 17 currencies.',
    intro:
      'Experience the Mexican Caribbean with all the color, nature and culture of Mexico. Three oceanfront hotels near Playa del Carmen, parks that take you from underground rivers to the jungle, and tours to the great Mayan cities: all in one place, so all you have to do is enjoy.',
    sections: [
      {
        heading: 'Three hotels, three ways to experience Mexico',
        paragraphs: [
          'Each hotel has its own personality, and all of them share All-Fun Inclusive, with parks, tours and transfers included.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México',
            text: "The great family resort, with some 900 suites spread across casas among rivers, pools and beach, plus a kids' club for the little ones.",
            meta: 'For the whole family',
          },
          {
            title: 'Hotel Xcaret Arte',
            text: 'Some 900 suites in themed buildings inspired by design, artists, music, peace and the pyramids, with art workshops included.',
            meta: 'Ages 16 and over',
          },
          {
            title: 'La Casa de la Playa',
            text: 'A boutique retreat of 63 oceanfront suites of about 100 m², with a private plunge pool and butler service.',
            meta: 'Adults only',
          },
        ],
      },
      {
        heading: 'Parks and tours',
        paragraphs: [
          'Buy your tickets online, combine up to 5 products in one package and receive e-tickets with a QR code. You can also choose open tickets, valid for 6 months from purchase.',
        ],
        items: [
          {
            title: 'Xcaret',
            text: 'Underground rivers, beaches, wildlife and the México Espectacular show.',
          },
          {
            title: 'Xplor and Xplor Fuego',
            text: 'Zip-lines, amphibious vehicles and rafts, by day or by night.',
          },
          { title: 'Xel-Há', text: 'All-inclusive snorkeling in a natural inlet.' },
          {
            title: 'Xenses and Xoximilco',
            text: 'A journey to awaken the senses and a Mexican party aboard a trajinera.',
          },
          {
            title: 'Xavage and Xenotes',
            text: 'Extreme adventure and a tour of four jungle cenotes.',
          },
          {
            title: 'Xichén, Cobá and Tulum',
            text: 'Tours to Chichén Itzá and the archaeological sites of the Mexican Caribbean.',
          },
        ],
      },
      {
        heading: 'All-Fun Inclusive',
        paragraphs: [
          'Much more than all-inclusive: accommodation, chef-driven dining, open bar, activities, unlimited access to the Xcaret parks and tours during your stay, and transfers between Cancún airport, the hotel and the parks, all in a single rate.',
        ],
      },
      {
        heading: 'Why book on the official site',
        paragraphs: ['Booking directly with us gives you more ways to plan and pay for your trip.'],
        items: [
          {
            title: 'Pay in your currency',
            text: 'View prices and pay in 17 currencies, with the payment methods available for each.',
          },
          {
            title: 'Interest-free instalments',
            text: 'Up to 12 interest-free monthly payments with cards issued in Mexico by participating banks.',
          },
          {
            title: 'Uplift financing',
            text: 'Pay over time with Uplift on purchases in USD or CAD, subject to approval.',
          },
          {
            title: 'Hotel + Flight',
            text: 'Build your package with a flight from your home airport, for up to 6 passengers.',
          },
          { title: 'Exclusive offers', text: 'Promotions and promo codes valid on this site.' },
        ],
      },
    ],
  },
  pt: {
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
          { title: 'Xel-Há', text: 'Snorkel em uma enseada natural com tudo incluído.' },
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
};
