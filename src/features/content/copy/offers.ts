import type { ContentPage, Localized } from './types';

export const offers: Localized<ContentPage> = {
  es: {
    title: 'Ofertas especiales',
    metaDescription:
      'Ofertas en Hoteles Xcaret: descuento por reservación anticipada, estancias largas, luna de miel, niños gratis y tarifas para residentes de México.',
    intro:
      'Reservar en el sitio oficial tiene recompensa. Aprovecha nuestras promociones vigentes en Hotel Xcaret México, Hotel Xcaret Arte y La Casa de la Playa, todas con el All-Fun Inclusive, y paga en tu moneda con opciones de meses sin intereses o financiamiento. Los descuentos se aplican automáticamente en el buscador o con tu código promocional.',
    sections: [
      {
        heading: 'Promociones vigentes',
        paragraphs: [
          'Elige la oferta que mejor se adapte a tu viaje. Las promociones no son acumulables entre sí, salvo que se indique lo contrario.',
        ],
        items: [
          {
            title: 'Reserva anticipada',
            text: 'Hasta 30% de descuento al reservar con al menos 60 días de anticipación a tu llegada.',
            meta: 'Todos los hoteles',
          },
          {
            title: 'Estancias largas',
            text: 'Quédate 5 noches o más y obtén hasta 15% de descuento adicional sobre la tarifa del día.',
            meta: 'Todos los hoteles',
          },
          {
            title: 'Luna de miel',
            text: 'Cena romántica, decoración especial en la suite y mejora de categoría sujeta a disponibilidad para recién casados.',
            meta: 'Hotel Xcaret Arte y La Casa de la Playa',
          },
          {
            title: 'Niños gratis',
            text: 'Hasta dos menores de 0 a 12 años se hospedan sin costo al compartir suite con dos adultos que pagan tarifa completa.',
            meta: 'Hotel Xcaret México',
          },
          {
            title: 'Residentes de México',
            text: 'Tarifas preferentes en pesos mexicanos y hasta 12 meses sin intereses con tarjetas de bancos participantes.',
            meta: 'Todos los hoteles',
          },
        ],
      },
      {
        heading: 'Preventa de parques y tours',
        paragraphs: [
          'Si vas a visitar los parques sin hospedarte con nosotros, compra en línea con 7 o 21 días de anticipación y obtén un precio preferente. Puedes combinar hasta 5 productos en un mismo paquete del carrito y recibir tus boletos electrónicos con código QR.',
        ],
      },
      {
        heading: 'Cómo aprovechar las ofertas',
        paragraphs: [
          'Busca tus fechas en el motor de reservaciones: las tarifas con promoción aparecen marcadas y el descuento se refleja en el total antes de pagar. Si tienes un código promocional, ingrésalo en el campo correspondiente; si el código no es válido para las fechas o el hotel elegido, el sistema te lo indicará.',
        ],
      },
      {
        heading: 'Términos y condiciones',
        paragraphs: [
          'Aplican restricciones. Ofertas sujetas a disponibilidad y a cambio sin previo aviso; válidas para nuevas reservaciones realizadas en este sitio. Los porcentajes son máximos y varían según el hotel, la categoría de suite, las fechas de viaje y la anticipación de la compra. Pueden aplicar fechas de exclusión en temporada alta. La promoción de luna de miel requiere comprobante de matrimonio con una antigüedad máxima de 6 meses. La tarifa para residentes requiere identificación oficial con domicilio en México al registrarse. Los meses sin intereses aplican solo con tarjetas emitidas en México y bancos participantes. Consulta la política de cancelación de cada tarifa antes de confirmar.',
        ],
      },
    ],
  },
  en: {
    title: 'Special offers',
    metaDescription:
      'Xcaret hotel deals: early booking discounts, long stays, honeymoon perks, kids stay free and special rates for residents of Mexico.',
    intro:
      'Booking on the official site pays off. Take advantage of our current promotions at Hotel Xcaret México, Hotel Xcaret Arte and La Casa de la Playa, all with All-Fun Inclusive, and pay in your own currency with interest-free instalments or financing. Discounts are applied automatically in the search engine or with your promo code.',
    sections: [
      {
        heading: 'Current promotions',
        paragraphs: [
          'Choose the offer that best suits your trip. Promotions cannot be combined with each other unless otherwise stated.',
        ],
        items: [
          {
            title: 'Book early',
            text: 'Up to 30% off when you book at least 60 days before arrival.',
            meta: 'All hotels',
          },
          {
            title: 'Long stays',
            text: 'Stay 5 nights or more and get up to an extra 15% off the daily rate.',
            meta: 'All hotels',
          },
          {
            title: 'Honeymoon',
            text: 'A romantic dinner, special suite decoration and a room upgrade subject to availability for newlyweds.',
            meta: 'Hotel Xcaret Arte and La Casa de la Playa',
          },
          {
            title: 'Kids stay free',
            text: 'Up to two children aged 0 to 12 stay free when sharing a suite with two adults paying the full rate.',
            meta: 'Hotel Xcaret México',
          },
          {
            title: 'Residents of Mexico',
            text: "Preferential rates in Mexican pesos and up to 12 interest-free monthly instalments with participating banks' cards.",
            meta: 'All hotels',
          },
        ],
      },
      {
        heading: 'Park and tour presale',
        paragraphs: [
          'If you plan to visit the parks without staying with us, buy online 7 or 21 days in advance for a preferential price. You can combine up to 5 products in a single cart package and receive your e-tickets with a QR code.',
        ],
      },
      {
        heading: 'How to redeem the offers',
        paragraphs: [
          'Search for your dates in the booking engine: promotional rates are clearly marked and the discount is shown in the total before you pay. If you have a promo code, enter it in the promo code field; if the code is not valid for the selected dates or hotel, the system will let you know.',
        ],
      },
      {
        heading: 'Terms and conditions',
        paragraphs: [
          'Conditions apply. Offers are subject to availability and may change without notice; valid for new bookings made on this site. Percentages are maximums and vary by hotel, suite category, travel dates and how far in advance you book. Blackout dates may apply in high season. The honeymoon offer requires a marriage certificate dated no more than 6 months before arrival. The resident rate requires official ID showing an address in Mexico at check-in. Interest-free instalments apply only to cards issued in Mexico by participating banks. Please review the cancellation policy of each rate before confirming.',
        ],
      },
    ],
  },
  pt: {
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
            title: 'Reserva antecipada',
            text: 'Até 30% de desconto ao reservar com pelo menos 60 dias de antecedência da chegada.',
            meta: 'Todos os hotéis',
          },
          {
            title: 'Estadias longas',
            text: 'Fique 5 noites ou mais e ganhe até 15% de desconto adicional sobre a tarifa do dia.',
            meta: 'Todos os hotéis',
          },
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
            text: 'Tarifas preferenciais em pesos mexicanos e até 12 parcelas sem juros com cartões de bancos participantes.',
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
};
