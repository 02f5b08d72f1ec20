import type { FaqPage, Localized } from './types';

export const faq: Localized<FaqPage> = {
  es: {
    title: 'Preguntas frecuentes',
    metaDescription:
      'Resuelve tus dudas sobre reservaciones, horarios, edades, All-Fun Inclusive, traslados, cancelaciones, pagos y boletos de los parques Xcaret.',
    intro:
      'Reunimos las respuestas a las dudas más comunes sobre tu estancia en los Hoteles Xcaret y tu visita a los parques y tours. Si no encuentras lo que buscas, nuestro equipo de atención a clientes con gusto te ayudará.',
    sections: [
      {
        heading: 'Atención a clientes',
        paragraphs: [
          'Nuestro centro de atención está disponible de lunes a viernes de 8:00 a 23:00 h y sábados y domingos de 8:00 a 22:00 h, hora de Quintana Roo. Encontrarás los teléfonos para México, Estados Unidos y Canadá en el pie de página de este sitio.',
        ],
      },
      {
        heading: 'Antes de viajar',
        paragraphs: [
          'Ten a la mano tu número de confirmación, una identificación oficial con fotografía y los datos de tu vuelo. Si visitarás los parques, descarga tus boletos electrónicos y revisa el horario y las restricciones de edad de cada uno.',
        ],
      },
      {
        heading: 'Gestiona tu reservación',
        paragraphs: [
          'Inicia sesión con tu correo electrónico o con Facebook, Google o Apple para consultar tus reservaciones y compras. Para cambios o cancelaciones, comunícate con atención a clientes indicando tu número de confirmación.',
        ],
      },
    ],
    questions: [
      {
        topic: 'Reservas',
        q: '¿Cómo reservo una habitación?',
        a: 'Elige tus fechas, el número de habitaciones y de huéspedes en el buscador. Después selecciona el hotel y el tipo de habitación, captura los datos de los huéspedes y realiza el pago. Recibirás la confirmación de tu reservación por correo electrónico.',
      },
      {
        topic: 'Reservas',
        q: '¿A qué hora es el check-in y el check-out?',
        a: 'De acuerdo con nuestra política, el check-in es a partir de las 15:00 h y el check-out es a las 12:00 h. La entrada anticipada o la salida tardía están sujetas a disponibilidad y pueden solicitarse en la recepción.',
      },
      {
        topic: 'Reservas',
        q: '¿Hotel Xcaret México acepta niños?',
        a: 'Sí. Hotel Xcaret México es ideal para familias y recibe menores de 0 a 17 años, con un máximo de 3 niños por habitación. Al reservar, indica la edad de cada menor para mostrarte las tarifas correctas.',
      },
      {
        topic: 'Reservas',
        q: '¿Puedo hospedarme con menores en Hotel Xcaret Arte o en La Casa de la Playa?',
        a: 'Ambos hoteles son para adultos y jóvenes adultos. La edad mínima es de 16 años: los huéspedes de 16 y 17 años son los más jóvenes admitidos y deben hospedarse con un adulto. No se aceptan menores de 16 años.',
      },
      {
        topic: 'Reservas',
        q: '¿Puedo reservar hotel y vuelo juntos?',
        a: 'Sí. Con la opción Hotel + Vuelo puedes buscar paquetes indicando tu aeropuerto de origen, las fechas y los pasajeros, con un máximo de 6 pasajeros por reservación.',
      },
      {
        topic: 'Reservas',
        q: '¿Cómo uso un código promocional?',
        a: 'Ingresa el código en el campo de código promocional al buscar o al pagar. Si el código es válido para tus fechas y hotel, el descuento se reflejará en el total; de lo contrario, verás el mensaje de código inválido.',
      },
      {
        topic: 'All-Fun Inclusive',
        q: '¿Qué incluye el All-Fun Inclusive?',
        a: 'Incluye hospedaje, alimentos y bebidas en restaurantes y bares, open bar, actividades y entretenimiento, acceso ilimitado a los parques y tours de Xcaret durante tu estancia y traslados entre el aeropuerto de Cancún, el hotel y los parques. Hotel Xcaret México suma club infantil, Hotel Xcaret Arte talleres de arte, y La Casa de la Playa servicio de mayordomo y traslados privados.',
      },
      {
        topic: 'All-Fun Inclusive',
        q: '¿Debo reservar mis visitas a los parques?',
        a: 'Sí, te recomendamos reservar tus visitas con el concierge del hotel para asegurar tu lugar y tu transporte. Las actividades con costo adicional dentro de los parques no están incluidas, y cada parque mantiene sus propias restricciones de edad y horario.',
      },
      {
        topic: 'Traslados',
        q: '¿Los traslados desde el aeropuerto están incluidos?',
        a: 'Sí. Si te hospedas en cualquiera de los tres hoteles, el traslado redondo entre el Aeropuerto Internacional de Cancún y el hotel está incluido. El trayecto dura alrededor de 50 minutos. Comparte los datos de tu vuelo al reservar para coordinarlo.',
      },
      {
        topic: 'Traslados',
        q: 'Si solo compro boletos de parque, ¿puedo agregar transporte?',
        a: 'Sí, puedes agregar transporte desde distintas zonas de Cancún, Playa del Carmen, Riviera Maya y Tulum al comprar tu boleto. El transporte no está disponible para visitas el mismo día de la compra.',
      },
      {
        topic: 'Cancelaciones',
        q: '¿Cuál es la política de cancelación de hospedaje?',
        a: 'Puedes cancelar sin costo hasta 7 días antes de tu fecha de llegada. Las cancelaciones posteriores tienen un cargo del 10% del total de la reservación, y en caso de no presentarte (no-show) se cobra la primera noche. Algunas tarifas promocionales pueden tener condiciones distintas, que se muestran antes de pagar.',
      },
      {
        topic: 'Pagos',
        q: '¿En qué monedas puedo pagar?',
        a: 'Puedes consultar precios y pagar en 17 monedas: USD, MXN, CAD, EUR, COP, GTQ, GBP, ARS, CLP, PEN, UYU, CRC, RUB, AUD, CNY, JPY y KRW. Los métodos de pago disponibles varían según la moneda elegida.',
      },
      {
        topic: 'Pagos',
        q: '¿Qué formas de pago aceptan?',
        a: 'Aceptamos Visa, Mastercard, American Express, Carte Bleue, Diners Club, Discover, JCB y PayPal. Al elegir tu moneda, el sitio te mostrará los métodos disponibles.',
      },
      {
        topic: 'Pagos',
        q: '¿Puedo pagar a meses sin intereses?',
        a: 'Sí, con tarjetas de crédito emitidas en México y bancos participantes. La mayoría de los bancos ofrece 3 y 6 meses sin intereses, y algunos permiten hasta 12 meses o más. Verás los plazos disponibles para tu banco al momento de pagar.',
      },
      {
        topic: 'Pagos',
        q: '¿Ofrecen financiamiento con Uplift?',
        a: 'Sí. El financiamiento con Uplift está disponible únicamente para compras en dólares estadounidenses (USD) o canadienses (CAD), sujeto a la aprobación de Uplift.',
      },
      {
        topic: 'Parques',
        q: '¿Cómo recibo mis boletos de los parques?',
        a: 'Tus boletos son electrónicos y llegan a tu correo con un código QR. Preséntalo en la taquilla del parque junto con una identificación oficial con fotografía del titular de la compra.',
      },
      {
        topic: 'Parques',
        q: '¿Qué es un boleto abierto?',
        a: 'Es un boleto sin fecha de visita definida. Es válido durante 6 meses a partir de la fecha de compra, y puedes usarlo el día que prefieras dentro de ese periodo, sujeto a disponibilidad.',
      },
      {
        topic: 'Parques',
        q: '¿Cuánto pagan los niños en los parques?',
        a: 'Los niños de 5 a 11 años pagan tarifa de niño y los menores de 0 a 4 años entran gratis; a partir de los 12 años se paga tarifa de adulto. En Xenotes y en los tours Xichén la tarifa de niño aplica de 6 a 11 años y se recomienda una edad mínima de 6 años.',
      },
      {
        topic: 'Parques',
        q: '¿Hay edad mínima para Xplor y Xavage?',
        a: 'Sí. Por seguridad, Xplor y Xavage solo admiten visitantes de 5 años en adelante. Algunas actividades pueden tener requisitos adicionales de estatura o edad.',
      },
      {
        topic: 'Parques',
        q: '¿Necesito llevar equipo de snorkel a Xel-Há?',
        a: 'No. Xel-Há incluye el equipo de snorkel; solo se deja un depósito reembolsable de 10 USD, que se devuelve al entregar el equipo.',
      },
      {
        topic: 'Parques',
        q: '¿Cuántos productos puedo combinar en el carrito?',
        a: 'Puedes combinar hasta 5 productos en un mismo paquete. Cada compra debe incluir al menos un adulto, no es posible agregar dos veces el mismo producto ni dos productos con la misma fecha, y las actividades con costo adicional requieren comprar antes la entrada al parque.',
      },
    ],
  },
  en: {
    title: 'Frequently asked questions',
    metaDescription:
      'Answers about bookings, check-in times, ages, All-Fun Inclusive, transfers, cancellations, payments and Xcaret park tickets.',
    intro:
      "Here are the answers to the most common questions about your stay at Xcaret hotels and your visit to the parks and tours. If you can't find what you're looking for, our customer service team will be happy to help.",
    sections: [
      {
        heading: 'Customer service',
        paragraphs: [
          "Our customer service center is open Monday to Friday from 8:00 a.m. to 11:00 p.m. and on weekends from 8:00 a.m. to 10:00 p.m., Quintana Roo time. You'll find the phone numbers for Mexico, the United States and Canada in the footer of this site.",
        ],
      },
      {
        heading: 'Before you travel',
        paragraphs: [
          "Keep your confirmation number, an official photo ID and your flight details at hand. If you will visit the parks, download your e-tickets and check each park's schedule and age restrictions.",
        ],
      },
      {
        heading: 'Manage your booking',
        paragraphs: [
          'Sign in with your email or with Facebook, Google or Apple to view your bookings and purchases. For changes or cancellations, contact customer service with your confirmation number.',
        ],
      },
    ],
    questions: [
      {
        topic: 'Bookings',
        q: 'How do I book a room?',
        a: "Choose your dates, number of rooms and guests in the search box. Then select the hotel and room type, enter your guests' details and complete the payment. You will receive your booking confirmation by email.",
      },
      {
        topic: 'Bookings',
        q: 'What are the check-in and check-out times?',
        a: 'Under our policy, check-in is from 3:00 p.m. (15:00) and check-out is at 12:00 noon. Early check-in and late check-out are subject to availability and can be requested at the front desk.',
      },
      {
        topic: 'Bookings',
        q: 'Does Hotel Xcaret México welcome children?',
        a: "Yes. Hotel Xcaret México is ideal for families and welcomes children aged 0 to 17, with a maximum of 3 children per room. When you book, enter each child's age so we can show you the correct rates.",
      },
      {
        topic: 'Bookings',
        q: 'Can I stay with minors at Hotel Xcaret Arte or La Casa de la Playa?',
        a: 'Both hotels are for adults and young adults. The minimum age is 16: guests aged 16 and 17 are the youngest admitted and must stay with an adult. Children under 16 are not accepted.',
      },
      {
        topic: 'Bookings',
        q: 'Can I book a hotel and flight together?',
        a: 'Yes. With the Hotel + Flight option you can search for packages by entering your departure airport, dates and passengers, with a maximum of 6 passengers per booking.',
      },
      {
        topic: 'Bookings',
        q: 'How do I use a promo code?',
        a: "Enter the code in the promo code field when searching or paying. If the code is valid for your dates and hotel, the discount will be reflected in the total; otherwise you'll see an invalid code message.",
      },
      {
        topic: 'All-Fun Inclusive',
        q: 'What does All-Fun Inclusive include?',
        a: "It includes accommodation, food and drinks at restaurants and bars, open bar, activities and entertainment, unlimited access to the Xcaret parks and tours during your stay, and transfers between Cancún airport, the hotel and the parks. Hotel Xcaret México adds a kids' club, Hotel Xcaret Arte adds art workshops, and La Casa de la Playa adds butler service and private transfers.",
      },
      {
        topic: 'All-Fun Inclusive',
        q: 'Do I need to book my park visits?',
        a: 'Yes, we recommend booking your visits with the hotel concierge to secure your spot and transportation. Activities with an additional cost inside the parks are not included, and each park keeps its own age and schedule rules.',
      },
      {
        topic: 'Transfers',
        q: 'Are airport transfers included?',
        a: 'Yes. If you stay at any of the three hotels, round-trip transfers between Cancún International Airport and the hotel are included. The drive takes about 50 minutes. Share your flight details when you book so we can arrange it.',
      },
      {
        topic: 'Transfers',
        q: 'If I only buy park tickets, can I add transportation?',
        a: 'Yes, you can add transportation from different zones of Cancún, Playa del Carmen, Riviera Maya and Tulum when you buy your ticket. Transportation is not available for same-day visits.',
      },
      {
        topic: 'Cancellations',
        q: 'What is the hotel cancellation policy?',
        a: 'You can cancel free of charge up to 7 days before your arrival date. Later cancellations incur a fee of 10% of the booking total, and a no-show is charged the first night. Some promotional rates may have different conditions, which are shown before you pay.',
      },
      {
        topic: 'Payments',
        q: 'Which currencies can I pay in?',
        a: 'You can view prices and pay in 17 currencies: USD, MXN, CAD, EUR, COP, GTQ, GBP, ARS, CLP, PEN, UYU, CRC, RUB, AUD, CNY, JPY and KRW. The payment methods available depend on the currency you choose.',
      },
      {
        topic: 'Payments',
        q: 'Which payment methods do you accept?',
        a: 'We accept Visa, Mastercard, American Express, Carte Bleue, Diners Club, Discover, JCB and PayPal. Once you choose your currency, the site will show you the methods available.',
      },
      {
        topic: 'Payments',
        q: 'Can I pay in interest-free instalments?',
        a: "Yes, with credit cards issued in Mexico by participating banks. Most banks offer 3 and 6 interest-free monthly instalments, and some allow up to 12 months or more. You'll see the options for your bank at checkout.",
      },
      {
        topic: 'Payments',
        q: 'Do you offer financing with Uplift?',
        a: "Yes. Uplift financing is available only for purchases in US dollars (USD) or Canadian dollars (CAD), subject to Uplift's approval.",
      },
      {
        topic: 'Parks',
        q: 'How do I receive my park tickets?',
        a: 'Your tickets are electronic and arrive by email with a QR code. Show it at the park entrance together with an official photo ID of the person who made the purchase.',
      },
      {
        topic: 'Parks',
        q: 'What is an open ticket?',
        a: 'It is a ticket without a set visit date. It is valid for 6 months from the date of purchase, and you can use it on the day you prefer within that period, subject to availability.',
      },
      {
        topic: 'Parks',
        q: 'How much do children pay at the parks?',
        a: 'Children aged 5 to 11 pay the child rate and infants aged 0 to 4 enter free; from age 12, the adult rate applies. At Xenotes and on Xichén tours the child rate applies to ages 6 to 11, and a minimum age of 6 is recommended.',
      },
      {
        topic: 'Parks',
        q: 'Is there a minimum age for Xplor and Xavage?',
        a: 'Yes. For safety reasons, Xplor and Xavage only admit visitors aged 5 and over. Some activities may have additional height or age requirements.',
      },
      {
        topic: 'Parks',
        q: 'Do I need to bring snorkel gear to Xel-Há?',
        a: 'No. Xel-Há includes snorkel gear; you just leave a refundable deposit of 10 USD, which is returned when you hand the gear back.',
      },
      {
        topic: 'Parks',
        q: 'How many products can I combine in the cart?',
        a: 'You can combine up to 5 products in one package. Each purchase must include at least one adult, the same product or two products with the same date cannot be added twice, and activities with an additional cost require buying the park admission first.',
      },
    ],
  },
  pt: {
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
};
