import type { ContentPage, Localized } from './types';

export const terms: Localized<ContentPage> = {
  es: {
    title: 'Términos de uso',
    metaDescription:
      'Términos de uso del sitio y de las compras en línea de Hoteles y Parques Xcaret: reservaciones, boletos, precios, pagos, cancelaciones y ley aplicable.',
    intro:
      'Estos términos regulan el uso de este sitio web y las compras que realices en él, incluidas las reservaciones de hospedaje, los paquetes de hotel y vuelo, los boletos de parques y tours y sus complementos. Al navegar en el sitio o realizar una compra, aceptas estos términos y el aviso de privacidad. Última actualización: 1 de noviembre de 2026.',
    sections: [
      {
        heading: 'Uso del sitio y cuenta de usuario',
        paragraphs: [
          'Puedes navegar como invitado o crear una cuenta con tu correo electrónico y contraseña, o iniciar sesión con Facebook, Google o Apple. Eres responsable de mantener la confidencialidad de tus credenciales y de la veracidad de la información que proporciones. Para comprar debes ser mayor de edad y tener capacidad legal para contratar.',
          'No está permitido usar el sitio con fines fraudulentos, realizar reservaciones especulativas, extraer contenido de forma automatizada ni interferir con su funcionamiento. Podemos suspender cuentas o cancelar compras que incumplan estos términos.',
        ],
      },
      {
        heading: 'Reservaciones y boletos',
        paragraphs: [
          'Una reservación de hospedaje se confirma cuando recibes el correo con tu número de confirmación. El check-in es a partir de las 15:00 h y el check-out a las 12:00 h. Hotel Xcaret México admite menores de 0 a 17 años, con un máximo de 3 por habitación; Hotel Xcaret Arte y La Casa de la Playa admiten huéspedes a partir de 16 años. Los paquetes de hotel y vuelo admiten un máximo de 6 pasajeros y se gestionan en una plataforma externa, sujeta también a las condiciones de las aerolíneas.',
          'Los boletos de parques y tours son electrónicos, llevan un código QR y son válidos para la fecha y el horario elegidos; el boleto abierto es válido durante 6 meses a partir de la compra. En el acceso se solicita identificación oficial con fotografía. Cada parque tiene restricciones de edad, estatura y salud que debes revisar antes de comprar. Un paquete del carrito puede incluir hasta 5 productos y debe contener al menos un adulto; las actividades con costo adicional requieren la entrada al parque.',
        ],
      },
      {
        heading: 'Precios, monedas y pagos',
        paragraphs: [
          'Los precios se muestran en la moneda que elijas entre las 17 disponibles. Cuando la moneda seleccionada es distinta de la moneda base de la tarifa, el importe se calcula con el tipo de cambio vigente en el sitio al momento de la compra, y el cargo se realiza en la moneda indicada al pagar. Tu banco puede aplicar su propio tipo de cambio o comisiones, que no dependen de nosotros. Los precios incluyen los impuestos aplicables, salvo las contribuciones locales que se pagan directamente en destino, como el derecho de saneamiento ambiental municipal o el Visitax del estado de Quintana Roo.',
          'Aceptamos las tarjetas y métodos de pago que se muestran para cada moneda. Los meses sin intereses aplican solo con tarjetas emitidas en México y bancos participantes, y el financiamiento con Uplift solo para compras en USD o CAD, sujeto a su aprobación. Los precios y promociones pueden cambiar sin previo aviso, pero se respetará el precio confirmado en tu compra. Si un precio se publicó con un error evidente, te contactaremos para ofrecerte el precio correcto o la cancelación sin costo.',
        ],
      },
      {
        heading: 'Cambios y cancelaciones',
        paragraphs: [
          'Salvo que la tarifa indique otra cosa, las reservaciones de hospedaje pueden cancelarse sin costo hasta 7 días antes de la llegada; después se aplica un cargo del 10% del total, y la no presentación (no-show) genera el cargo de la primera noche. Los cambios de fecha o de categoría están sujetos a disponibilidad y a la diferencia de tarifa. Las condiciones de cambio y cancelación de boletos, tours y paquetes con vuelo se muestran antes de pagar y forman parte de tu compra.',
          'Los reembolsos procedentes se realizan al mismo medio de pago utilizado. Si por causas de fuerza mayor, como fenómenos meteorológicos o disposiciones de autoridad, un parque o servicio no puede operar, te ofreceremos un cambio de fecha o el reembolso correspondiente.',
        ],
      },
      {
        heading: 'Propiedad intelectual, responsabilidad y ley aplicable',
        paragraphs: [
          'Las marcas, logotipos, nombres comerciales, textos, fotografías, videos y demás contenidos del sitio son propiedad de Experiencias Xcaret Parques, S.A.P.I. de C.V. o de sus licenciantes, y están protegidos por la legislación de propiedad intelectual. No puedes reproducirlos, modificarlos ni utilizarlos con fines comerciales sin autorización por escrito.',
          'No somos responsables por interrupciones del sitio ajenas a nuestro control, por servicios prestados por terceros, como aerolíneas, ni por daños derivados del incumplimiento de las instrucciones de seguridad de los parques. Estos términos se rigen por las leyes de los Estados Unidos Mexicanos, sin perjuicio de los derechos que te otorga la Ley Federal de Protección al Consumidor. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de Cancún, Quintana Roo, renunciando a cualquier otro fuero que pudiera corresponderles.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    metaDescription:
      'Terms of use for the Xcaret Hotels and Parks website and online purchases: bookings, tickets, prices, payments, cancellations and governing law.',
    intro:
      'These terms govern the use of this website and the purchases you make on it, including hotel bookings, hotel and flight packages, park and tour tickets and their add-ons. By browsing the site or making a purchase, you accept these terms and our privacy notice. This English version is provided for convenience; in case of discrepancy, the Spanish version prevails. Last updated: November 1, 2026.',
    sections: [
      {
        heading: 'Use of the site and user account',
        paragraphs: [
          'You may browse as a guest or create an account with your email and password, or sign in with Facebook, Google or Apple. You are responsible for keeping your credentials confidential and for the accuracy of the information you provide. To make a purchase you must be of legal age and have the legal capacity to enter into contracts.',
          'You may not use the site for fraudulent purposes, make speculative bookings, scrape content automatically or interfere with its operation. We may suspend accounts or cancel purchases that breach these terms.',
        ],
      },
      {
        heading: 'Bookings and tickets',
        paragraphs: [
          "A hotel booking is confirmed when you receive the email with your confirmation number. Check-in is from 3:00 p.m. and check-out is at 12:00 noon. Hotel Xcaret México welcomes children aged 0 to 17, with a maximum of 3 per room; Hotel Xcaret Arte and La Casa de la Playa welcome guests aged 16 and over. Hotel and flight packages allow a maximum of 6 passengers and are handled on an external platform, also subject to the airlines' conditions.",
          'Park and tour tickets are electronic, carry a QR code and are valid for the date and time selected; open tickets are valid for 6 months from purchase. Official photo ID is required at the entrance. Each park has age, height and health restrictions that you should review before buying. A cart package may include up to 5 products and must contain at least one adult; activities with an additional cost require park admission.',
        ],
      },
      {
        heading: 'Prices, currencies and payment',
        paragraphs: [
          "Prices are shown in the currency you choose from the 17 available. When the selected currency differs from the rate's base currency, the amount is calculated using the exchange rate in effect on the site at the time of purchase, and the charge is made in the currency shown at checkout. Your bank may apply its own exchange rate or fees, which are beyond our control. Prices include applicable taxes, except local levies paid directly at the destination, such as the municipal environmental fee or the State of Quintana Roo's Visitax.",
          'We accept the cards and payment methods displayed for each currency. Interest-free instalments apply only to cards issued in Mexico by participating banks, and Uplift financing only to purchases in USD or CAD, subject to approval. Prices and promotions may change without notice, but the price confirmed in your purchase will be honored. If a price is published with an obvious error, we will contact you to offer the correct price or a free cancellation.',
        ],
      },
      {
        heading: 'Changes and cancellations',
        paragraphs: [
          'Unless the rate states otherwise, hotel bookings can be cancelled free of charge up to 7 days before arrival; after that, a fee of 10% of the total applies, and a no-show is charged the first night. Date or room category changes are subject to availability and any rate difference. The change and cancellation conditions for tickets, tours and flight packages are shown before you pay and form part of your purchase.',
          'Approved refunds are made to the original payment method. If a park or service cannot operate due to force majeure, such as weather events or orders from the authorities, we will offer you a date change or the corresponding refund.',
        ],
      },
      {
        heading: 'Intellectual property, liability and governing law',
        paragraphs: [
          'The trademarks, logos, trade names, texts, photographs, videos and other content on this site are the property of Experiencias Xcaret Parques, S.A.P.I. de C.V. or its licensors and are protected by intellectual property law. You may not reproduce, modify or use them for commercial purposes without written permission.',
          "We are not liable for site interruptions beyond our control, for services provided by third parties such as airlines, or for damages resulting from failure to follow the parks' safety instructions. These terms are governed by the laws of the United Mexican States, without prejudice to your rights under Mexico's Federal Consumer Protection Law. For their interpretation and enforcement, the parties submit to the competent courts of Cancún, Quintana Roo, waiving any other jurisdiction that may apply to them.",
        ],
      },
    ],
  },
  pt: {
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
};
