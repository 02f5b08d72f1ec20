import type { ContentPage, Localized } from './types';

export const privacy: Localized<ContentPage> = {
  es: {
    title: 'Aviso de privacidad',
    metaDescription:
      'Aviso de privacidad integral de Experiencias Xcaret Parques: datos que recabamos, finalidades, transferencias, derechos ARCO y uso de cookies.',
    intro:
      'Experiencias Xcaret Parques, S.A.P.I. de C.V. respeta tu privacidad. Este aviso de privacidad integral se emite conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y su normativa aplicable, y explica cómo tratamos los datos personales de huéspedes, visitantes de los parques, usuarios de este sitio y suscriptores del boletín. Última actualización: 1 de noviembre de 2026.',
    sections: [
      {
        heading: 'Responsable y datos personales que recabamos',
        paragraphs: [
          'El responsable del tratamiento de tus datos personales es Experiencias Xcaret Parques, S.A.P.I. de C.V. (en adelante, «Xcaret»), con domicilio en Carretera Chetumal-Puerto Juárez km 282, Solidaridad, Quintana Roo, México, C.P. 77710. Recabamos tus datos cuando nos los proporcionas directamente en este sitio, en nuestros centros de atención, en los hoteles y parques, o a través de agencias y socios comerciales.',
          'Los datos sensibles relacionados con tu salud solo se tratan con tu consentimiento expreso y por escrito, y únicamente para tu seguridad y bienestar durante la estancia o las actividades. Los datos de menores de edad deben ser proporcionados por su madre, padre o tutor.',
        ],
        items: [
          {
            title: 'Identificación y contacto',
            text: 'Nombre, apellidos, correo electrónico, teléfono, domicilio, país de residencia, nacionalidad, fecha de nacimiento e identificación oficial.',
          },
          {
            title: 'Datos de viaje',
            text: 'Fechas de estancia o de visita, acompañantes y edades de los menores, datos de vuelo, preferencias y solicitudes especiales.',
          },
          {
            title: 'Datos patrimoniales y de facturación',
            text: 'Datos fiscales para facturación y datos de la tarjeta o cuenta de pago, procesados por proveedores de pago certificados; Xcaret no almacena el número completo de tu tarjeta.',
          },
          {
            title: 'Datos de cuenta y navegación',
            text: 'Credenciales de acceso, datos básicos del perfil al usar inicio de sesión con Facebook, Google o Apple, dirección IP, dispositivo, idioma, moneda y hábitos de navegación.',
          },
          {
            title: 'Datos sensibles',
            text: 'Alergias, restricciones alimentarias, condiciones médicas o de movilidad relevantes para los servicios o actividades que contrates.',
          },
        ],
      },
      {
        heading: 'Finalidades del tratamiento',
        paragraphs: [
          'Finalidades primarias, necesarias para la relación jurídica contigo: gestionar reservaciones de hospedaje, paquetes de hotel y vuelo, boletos, tours y complementos; procesar pagos, meses sin intereses, financiamientos y reembolsos; emitir facturas; coordinar traslados; verificar tu identidad en el acceso a hoteles y parques; brindarte atención a clientes; garantizar la seguridad de huéspedes, visitantes e instalaciones, y cumplir obligaciones legales.',
          'Finalidades secundarias, que no son necesarias para el servicio pero nos permiten ofrecerte una mejor atención: enviarte el boletín, promociones y publicidad; realizar encuestas de satisfacción; personalizar el contenido y las ofertas del sitio; elaborar estadísticas y análisis de uso, y organizar concursos. Si no deseas que tus datos se traten para estas finalidades, puedes manifestarlo en cualquier momento escribiendo a privacidad@xcaret.example o mediante el enlace para darte de baja incluido en cada comunicación. Tu negativa no afectará los servicios que contrates.',
        ],
      },
      {
        heading: 'Transferencias de datos',
        paragraphs: [
          'Podemos transferir tus datos, sin requerir tu consentimiento en los casos que permite la ley, a: sociedades controladoras, subsidiarias o afiliadas de Xcaret que operan bajo las mismas políticas de privacidad, para prestarte los servicios contratados; aerolíneas, operadores y prestadores turísticos, cuando reservas paquetes o servicios que ellos proporcionan; instituciones bancarias, procesadores de pago y proveedores de financiamiento, para cobrar tus compras y prevenir fraudes; aseguradoras, en caso de siniestros, y autoridades competentes, cuando así lo exija la ley o una orden judicial.',
          'Cualquier transferencia a socios comerciales con fines publicitarios solo se realizará con tu consentimiento previo. Además, nos apoyamos en encargados, como proveedores de hospedaje tecnológico, de análisis y de personalización, que tratan los datos por cuenta de Xcaret y bajo obligaciones de confidencialidad.',
        ],
      },
      {
        heading: 'Derechos ARCO, revocación y limitación del uso',
        paragraphs: [
          'Tienes derecho a acceder a tus datos personales, rectificarlos si son inexactos o incompletos, cancelarlos cuando consideres que no se requieren para las finalidades señaladas y oponerte a su tratamiento para fines específicos (derechos ARCO). También puedes revocar tu consentimiento y limitar el uso o divulgación de tus datos.',
          'Para ejercer estos derechos, envía tu solicitud a privacidad@xcaret.example indicando tu nombre completo y un correo para recibir la respuesta; adjunta una identificación oficial o, en su caso, el documento que acredite la representación legal; describe de forma clara los datos y el derecho que deseas ejercer, y agrega cualquier información que facilite su localización. Te responderemos en un plazo máximo de 20 días hábiles y, si la solicitud procede, la haremos efectiva dentro de los 15 días hábiles siguientes. Si consideras que tu derecho no ha sido atendido, puedes acudir ante la autoridad competente en materia de protección de datos personales.',
        ],
      },
      {
        heading: 'Cookies y cambios a este aviso',
        paragraphs: [
          'Este sitio utiliza cookies y tecnologías similares. Las cookies esenciales recuerdan tu idioma, moneda, sesión, habitación seleccionada y reservación en curso, y tienen una vigencia de 7 días. Con tu autorización, también utilizamos cookies de análisis y de personalización, incluidas las de un proveedor externo, para medir el uso del sitio y mostrarte contenido relevante. Puedes aceptar o rechazar las cookies no esenciales en el aviso de cookies y deshabilitarlas desde la configuración de tu navegador, aunque algunas funciones podrían dejar de operar correctamente.',
          'Este aviso puede modificarse por cambios legales, en nuestros servicios o en nuestras prácticas de privacidad. Publicaremos la versión vigente en esta página, con su fecha de última actualización.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy notice',
    metaDescription:
      'Full privacy notice of Experiencias Xcaret Parques: data we collect, purposes, transfers, ARCO rights and use of cookies.',
    intro:
      "Experiencias Xcaret Parques, S.A.P.I. de C.V. respects your privacy. This comprehensive privacy notice is issued under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties (Ley Federal de Protección de Datos Personales en Posesión de los Particulares) and related regulations, and explains how we process the personal data of hotel guests, park visitors, users of this site and newsletter subscribers. This English version is provided for convenience; in case of discrepancy, the Spanish version prevails. Last updated: November 1, 2026.",
    sections: [
      {
        heading: 'Data controller and personal data we collect',
        paragraphs: [
          'The party responsible for processing your personal data is Experiencias Xcaret Parques, S.A.P.I. de C.V. ("Xcaret"), with its address at Carretera Chetumal-Puerto Juárez km 282, Solidaridad, Quintana Roo, México, C.P. 77710. We collect your data when you provide it directly on this site, through our customer service centers, at the hotels and parks, or through travel agencies and business partners.',
          'Sensitive health-related data is processed only with your express written consent and solely for your safety and well-being during your stay or activities. Data about minors must be provided by their parent or legal guardian.',
        ],
        items: [
          {
            title: 'Identification and contact',
            text: 'First and last name, email, phone number, address, country of residence, nationality, date of birth and official ID.',
          },
          {
            title: 'Travel data',
            text: "Stay or visit dates, companions and children's ages, flight details, preferences and special requests.",
          },
          {
            title: 'Financial and billing data',
            text: 'Tax details for invoicing and card or payment account details, processed by certified payment providers; Xcaret does not store your full card number.',
          },
          {
            title: 'Account and browsing data',
            text: 'Login credentials, basic profile data when you sign in with Facebook, Google or Apple, IP address, device, language, currency and browsing behavior.',
          },
          {
            title: 'Sensitive data',
            text: 'Allergies, dietary restrictions, and medical or mobility conditions relevant to the services or activities you book.',
          },
        ],
      },
      {
        heading: 'Purposes of processing',
        paragraphs: [
          'Primary purposes, necessary for our legal relationship with you: managing hotel bookings, hotel and flight packages, tickets, tours and add-ons; processing payments, interest-free instalments, financing and refunds; issuing invoices; coordinating transfers; verifying your identity when you access hotels and parks; providing customer service; ensuring the safety of guests, visitors and facilities; and complying with legal obligations.',
          "Secondary purposes, which are not necessary for the service but help us serve you better: sending our newsletter, promotions and advertising; conducting satisfaction surveys; personalizing the site's content and offers; producing usage statistics and analytics; and running contests. If you do not want your data to be used for these purposes, you can tell us at any time by writing to privacidad@xcaret.example or by using the unsubscribe link in each communication. Your refusal will not affect the services you purchase.",
        ],
      },
      {
        heading: 'Data transfers',
        paragraphs: [
          'Where the law allows it without your consent, we may transfer your data to: holding companies, subsidiaries or affiliates of Xcaret operating under the same privacy policies, to provide the services you booked; airlines, tour operators and travel providers, when you book packages or services they supply; banks, payment processors and financing providers, to charge your purchases and prevent fraud; insurers, in the event of a claim; and competent authorities, when required by law or court order.',
          "Any transfer to business partners for advertising purposes will only take place with your prior consent. We also rely on processors, such as technology hosting, analytics and personalization providers, who handle data on Xcaret's behalf and under confidentiality obligations.",
        ],
      },
      {
        heading: 'ARCO rights, withdrawal of consent and limiting use',
        paragraphs: [
          'You have the right to access your personal data, rectify it if it is inaccurate or incomplete, cancel it when you consider it is not required for the stated purposes, and object to its processing for specific purposes (ARCO rights). You may also withdraw your consent and limit the use or disclosure of your data.',
          'To exercise these rights, send your request to privacidad@xcaret.example including your full name and an email address for our reply; attach an official ID or, where applicable, proof of legal representation; clearly describe the data and the right you wish to exercise; and add any information that helps us locate your data. We will respond within 20 business days and, if the request is granted, we will carry it out within the following 15 business days. If you believe your request has not been properly addressed, you may contact the competent personal data protection authority.',
        ],
      },
      {
        heading: 'Cookies and changes to this notice',
        paragraphs: [
          'This site uses cookies and similar technologies. Essential cookies remember your language, currency, session, selected room and booking in progress, and last 7 days. With your permission, we also use analytics and personalization cookies, including those of a third-party provider, to measure site usage and show you relevant content. You can accept or reject non-essential cookies in the cookie banner and disable cookies in your browser settings, although some features may stop working properly.',
          'This notice may change due to legal requirements or changes in our services or privacy practices. We will publish the current version on this page, with its last-updated date.',
        ],
      },
    ],
  },
  pt: {
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
          'Finalidades secundárias, que não são necessárias para o serviço, mas nos ajudam a atendê-lo melhor: enviar a newsletter, promoções e publicidade; realizar pesquisas de satisfação; personalizar o conteúdo e as ofertas do site; elaborar estatísticas e análises de uso, e organizar concursos. Se não quiser que os seus dados sejam usados para essas finalidades, você pode nos informar a qualquer momento escrevendo para privacidad@xcaret.example ou pelo link de descadastramento incluído em cada comunicação. A sua recusa não afetará os serviços contratados.',
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
          'Para exercer esses direitos, envie a sua solicitação para privacidad@xcaret.example informando o seu nome completo e um e-mail para resposta; anexe um documento oficial de identidade ou, se for o caso, o documento que comprove a representação legal; descreva com clareza os dados e o direito que deseja exercer, e inclua qualquer informação que facilite a localização dos dados. Responderemos em até 20 dias úteis e, se a solicitação for procedente, ela será efetivada nos 15 dias úteis seguintes. Se considerar que o seu direito não foi atendido, você pode recorrer à autoridade competente em matéria de proteção de dados pessoais no México.',
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
};
