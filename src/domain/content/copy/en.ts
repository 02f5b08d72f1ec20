import type { ContentCopy } from './types';

/**
 * The words of the content pages in English: one module per language, checked against
 * ContentCopy: the seed of the editable content and the pages' fallback (decisions 0015, 0035).
 */
export const en: ContentCopy = {
  home: {
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
          {
            title: 'Xel-Há',
            text: 'All-inclusive snorkeling in a natural inlet.',
          },
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
          {
            title: 'Exclusive offers',
            text: 'Promotions and promo codes valid on this site.',
          },
        ],
      },
    ],
  },
  hotelsListing: {
    title: 'Xcaret Hotels',
    metaDescription:
      'Compare Hotel Xcaret México, Hotel Xcaret Arte and La Casa de la Playa: three oceanfront All-Fun Inclusive hotels in the Riviera Maya.',
    intro:
      'Three hotels on the Caribbean, at km 282 of the Chetumal-Puerto Juárez highway, south of Playa del Carmen, and one concept: All-Fun Inclusive, with parks, tours, transfers, dining and drinks included. Find out what makes each one unique and choose the one that best fits your trip.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          "The Riviera Maya's great family resort: some 900 suites spread across casas surrounded by rivers, cenotes, pools and beach, plus an adults-only oceanfront building. Guests of all ages are welcome, with children aged 0 to 17 and up to 3 children per room.",
        ],
        items: [
          {
            title: 'Suites',
            text: 'Garden, river or ocean views, suites with a private plunge pool and family suites.',
          },
          {
            title: 'For kids',
            text: "A kids' club with daily activities, pools and menus designed just for them.",
          },
          {
            title: 'Ideal for',
            text: 'Families, groups of friends and travelers who want to experience the parks to the fullest.',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          "A hotel for adults and young adults aged 16 and over that pays tribute to Mexico's artists and artisans. Its roughly 900 suites are spread across themed buildings inspired by design, artists, music, peace and the pyramids, and art comes alive in included workshops, galleries, signature restaurants and bars with live music.",
        ],
        items: [
          {
            title: 'Suites',
            text: 'Suites with in-room hot tubs, oceanfront suites, swim-up suites and butler-service levels.',
          },
          {
            title: 'Art workshops',
            text: 'Painting, ceramics, photography, textiles and more, included in your stay.',
          },
          {
            title: 'Ideal for',
            text: 'Couples, friends and creative travelers looking for a lively adult atmosphere.',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'An adults-only boutique hotel with just 63 oceanfront suites of about 100 m² set in small houses. Every suite has a private plunge pool and butler service, and the experience is completed by private transfers, Mexican fine dining and fully personalized attention.',
        ],
        items: [
          {
            title: 'Suites',
            text: 'Oceanfront suites with a plunge pool, terrace and butler.',
          },
          {
            title: 'Service',
            text: 'Private transfers, tailor-made dinners and spa treatments in your suite.',
          },
          {
            title: 'Ideal for',
            text: 'Honeymoons, anniversaries and getaways for complete relaxation.',
          },
        ],
      },
      {
        heading: 'Which one should you choose?',
        paragraphs: [
          'All three hotels include unlimited access to the Xcaret parks and tours during your stay and round-trip transfers from Cancún International Airport, about 50 minutes away. The difference lies in the atmosphere and the kind of trip.',
        ],
        items: [
          {
            title: 'Traveling with kids',
            text: 'Hotel Xcaret México is the only one of the three that welcomes children under 16.',
            meta: 'Ages 0-17',
          },
          {
            title: 'Looking for art and an adult vibe',
            text: 'Hotel Xcaret Arte combines workshops, music and signature cuisine.',
            meta: '16+',
          },
          {
            title: 'Want exclusivity',
            text: 'La Casa de la Playa offers privacy, a butler and only 63 suites.',
            meta: 'Adults only',
          },
        ],
      },
    ],
  },
  allFunInclusive: {
    title: 'All-Fun Inclusive: much more than all-inclusive',
    metaDescription:
      'Discover All-Fun Inclusive at Hotel Xcaret: unlimited parks and tours, transfers, chef-driven dining, open bar and activities all in one price.',
    intro:
      'At Xcaret hotels, all-inclusive goes far beyond food and drinks. With the All-Fun Inclusive concept, your stay opens the doors to the Xcaret parks and tours, to chef-driven Mexican cuisine, to bars with signature mixology and to a program of activities designed to make every day in the Riviera Maya different. All with a single payment and no bills, transfers or tickets to worry about.',
    sections: [
      {
        heading: 'Unlimited parks and tours during your stay',
        paragraphs: [
          'For as long as you stay with us, you can visit the Xcaret parks and tours as often as you like, from the day you arrive to the day you leave. Swim through underground rivers at Xcaret, fly along the zip-lines at Xplor, snorkel in the inlet at Xel-Há or sail a colorful trajinera at Xoximilco.',
          'We recommend booking your visits with the concierge to secure your spot. Activities with an additional cost inside the parks, such as marine wildlife encounters, professional photos and some special tours, are not part of the plan. Each park keeps its own age and schedule rules: Xplor and Xavage, for example, welcome visitors aged 5 and over.',
        ],
        items: [
          {
            title: 'Xcaret',
            text: 'Nature, culture, underground rivers, beaches and the evening show México Espectacular.',
          },
          {
            title: 'Xplor and Xplor Fuego',
            text: 'Zip-lines, amphibious vehicles, rafts and underground river swims, by day or by night.',
          },
          {
            title: 'Xel-Há',
            text: 'Snorkeling in a natural inlet, with food, drinks and gear included.',
          },
          {
            title: 'Xenses, Xoximilco, Xavage and Xenotes',
            text: 'A sensory journey, a Mexican party on the water, extreme adventure and four cenotes to discover.',
          },
          {
            title: 'Tours',
            text: 'Excursions to Xichén (Chichén Itzá), Cobá and Tulum to explore the Mayan world.',
          },
        ],
      },
      {
        heading: 'Hassle-free transfers',
        paragraphs: [
          'The plan includes round-trip transfers between Cancún International Airport and the hotel, as well as transportation from the hotel to the parks and back. Just share your flight details when you book and arrange your park visits with the concierge.',
        ],
      },
      {
        heading: 'Dining, bars and activities',
        paragraphs: [
          'Breakfast, lunch, dinner and snacks at specialty restaurants inspired by Mexican and international cuisine, with menus created by our own and guest chefs. The bars serve an open bar with signature cocktails, mezcal, tequila, wine and alcohol-free options, plus room service.',
          'By day and by night you will find sports, cooking and dance classes, live music and shows, always with the festive spirit that sets Xcaret apart.',
        ],
      },
      {
        heading: 'What each hotel adds',
        paragraphs: [
          'All-Fun Inclusive is the foundation of all three hotels, and each one adapts it to its own style and guests.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México',
            text: "Made for families: a kids' club with daily activities, pools and rivers for all ages and a full entertainment program.",
          },
          {
            title: 'Hotel Xcaret Arte',
            text: 'For adults and young adults aged 16 and over: included art workshops such as painting, ceramics, photography and textiles, led by Mexican artists and artisans.',
          },
          {
            title: 'La Casa de la Playa',
            text: 'An adults-only boutique experience: butler service, private transfers and personal attention at every moment of your stay.',
          },
        ],
      },
    ],
  },
  restaurants: {
    title: 'Restaurants at Xcaret Hotels',
    metaDescription:
      'Chef-driven Mexican cuisine at Hotel Xcaret México, Hotel Xcaret Arte and La Casa de la Playa: specialty restaurants included in your stay.',
    intro:
      'Mexican cuisine is recognized as part of the intangible cultural heritage of humanity, and at Xcaret hotels we celebrate it every day. Our restaurants combine traditional techniques, ingredients from the Yucatán Peninsula and the creativity of Mexican chefs, with menus that change with the seasons. They are all part of All-Fun Inclusive, so all you have to do is choose where to sit.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          "Flavors for the whole family, from the traditional wood stove to the oceanfront grill, with kids' menus and options for special diets at every restaurant.",
        ],
        items: [
          {
            title: 'Tlacualli',
            text: 'Mole, handmade tortillas and clay-pot stews prepared as in village kitchens, with recipes from different regions of Mexico.',
            meta: 'Traditional Mexican',
          },
          {
            title: 'Arrecife',
            text: 'Catch of the day, aguachiles, tostadas and grilled whole fish overlooking the Caribbean, steps from the beach.',
            meta: 'Seafood',
          },
          {
            title: 'Brasa y Copal',
            text: 'Wood-fired cuts and vegetables, molcajete salsas and seasonal sides in a relaxed setting.',
            meta: 'Grill',
          },
          {
            title: 'Mercado de Colores',
            text: 'Live stations for breakfast, lunch and dinner with street-food favorites, fresh bakery and world cuisines; a hit with the little ones.',
            meta: 'Buffet',
          },
          {
            title: 'Milpa Viva',
            text: 'Corn, beans, squash, chili and peninsula herbs in creative plant-based dishes.',
            meta: 'Vegetarian',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          "A culinary offering experienced like a gallery: each restaurant is a different work of art, with signature cuisine and guest chefs paying tribute to Mexico's ingredients.",
        ],
        items: [
          {
            title: 'Lienzo',
            text: 'A multi-course tasting menu that changes every season, paired with Mexican wines.',
            meta: 'Signature cuisine',
          },
          {
            title: 'Barro Negro',
            text: 'Moles, tlayudas and stone-ground chocolate inspired by the markets and traditional kitchens of Oaxaca.',
            meta: 'Oaxacan',
          },
          {
            title: 'Nixtamal',
            text: 'A counter of tacos, tostadas and antojitos made to order, with masa nixtamalized in house.',
            meta: 'Mexican street food',
          },
          {
            title: 'Costa Azul',
            text: 'Olive oil, herbs and Caribbean seafood in Mediterranean cooking with a Mexican accent.',
            meta: 'Mediterranean',
          },
          {
            title: 'Umami del Caribe',
            text: 'Robata, sushi and sharing plates where Japan meets the Yucatán Peninsula.',
            meta: 'Nikkei-Mexican fusion',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'At the boutique hotel, dining is intimate and personal: few tables, tailor-made menus and the option to dine in your suite or on the beach, arranged by your butler.',
        ],
        items: [
          {
            title: 'Semilla',
            text: 'A tasting menu that tells the story of Mexican cuisine, from corn to contemporary cooking.',
            meta: 'Mexican fine dining',
          },
          {
            title: 'Sal de Mar',
            text: "An oceanfront chef's table with seafood prepared before your eyes.",
            meta: 'Signature seafood',
          },
          {
            title: 'El Jardín',
            text: 'Leisurely breakfasts with freshly baked bread, tropical fruit and Mexican classics such as chilaquiles and huevos motuleños.',
            meta: 'Breakfast',
          },
        ],
      },
      {
        heading: 'Good to know',
        paragraphs: [
          'Some specialty restaurants require a reservation and have a smart-casual dress code in the evening. Let the hotel know about allergies or dietary needs when you book or on arrival, and our kitchen team will adapt your dishes.',
        ],
      },
    ],
  },
  bars: {
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
  meetings: {
    title: 'Meetings and events in the Riviera Maya',
    metaDescription:
      'Conventions, incentive trips and corporate events at Xcaret hotels: meeting rooms, outdoor venues, parks, technology and dedicated planners.',
    intro:
      'Host your next convention, product launch or incentive trip in a destination that inspires. Xcaret hotels bring together versatile meeting rooms, oceanfront natural settings and access to the Xcaret parks, with a team of specialists who take care of every detail so your group only has to enjoy.',
    sections: [
      {
        heading: 'Venues for every format',
        paragraphs: [
          'From a ten-person board meeting to a congress of more than a thousand attendees, we have indoor and outdoor spaces that adapt to your program. The main ballrooms can be divided for simultaneous sessions, and the gardens and beaches are ideal for gala dinners and welcome cocktails.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México convention center',
            text: 'A divisible main ballroom seating up to 1,500 people theater-style, breakout rooms, foyer and registration areas.',
            meta: 'Up to 1,500 guests',
          },
          {
            title: 'Hotel Xcaret Arte creative rooms',
            text: 'Design-led spaces with natural light for workshops, presentations and innovation sessions, plus terraces and a rooftop for receptions.',
            meta: '20 to 400 guests',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Private rooms for board meetings and executive retreats, with the option of booking the entire hotel for exclusive groups.',
            meta: '10 to 120 guests',
          },
          {
            title: 'Beaches, gardens and parks',
            text: 'Dinners under the stars, private events at the Xcaret parks and themed nights with shows and live music.',
            meta: 'Depending on the venue',
          },
        ],
      },
      {
        heading: 'Incentive trips to remember',
        paragraphs: [
          'Reward your team with experiences found nowhere else: zip-lines at Xplor, snorkeling at Xel-Há, a party aboard a trajinera at Xoximilco or a visit to Chichén Itzá on the Xichén tour. All-Fun Inclusive simplifies the budget, since accommodation, meals, drinks, transfers and parks come together in a single rate.',
          'We design tailor-made team-building activities, such as art and Mexican cooking workshops, team challenges in the jungle or ceremonies inspired by Mayan culture.',
        ],
      },
      {
        heading: 'Technology and production',
        paragraphs: [
          'Our meeting rooms feature high-speed Wi-Fi, LED screens, stage lighting, professional sound and simultaneous interpretation booths. We coordinate live streaming and hybrid events, as well as staging and production with certified suppliers.',
        ],
      },
      {
        heading: 'A team dedicated to your event',
        paragraphs: [
          'From the first proposal, an event planner will be your single point of contact, coordinating room blocks and group rates, menus and banquets, transfers from Cancún International Airport, activities and on-site logistics. Share your dates, number of attendees and type of event, and we will send you a tailored proposal.',
        ],
      },
    ],
  },
  offers: {
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
            text: "Preferential rates in Mexican pesos and up to 15 interest-free monthly instalments with participating banks' cards.",
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
  weddings: {
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
  spa: {
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
  faq: {
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
  privacy: {
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
          "Secondary purposes, which are not necessary for the service but help us serve you better: sending our newsletter, promotions and advertising; conducting satisfaction surveys; personalizing the site's content and offers; producing usage statistics and analytics; and running contests. If you do not want your data to be used for these purposes, you can tell us at any time by writing to {privacyEmail} or by using the unsubscribe link in each communication. Your refusal will not affect the services you purchase.",
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
          'To exercise these rights, send your request to {privacyEmail} including your full name and an email address for our reply; attach an official ID or, where applicable, proof of legal representation; clearly describe the data and the right you wish to exercise; and add any information that helps us locate your data. We will respond within 20 business days and, if the request is granted, we will carry it out within the following 15 business days. If you believe your request has not been properly addressed, you may contact the competent personal data protection authority.',
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
  terms: {
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
  cities: {
    'playa-del-carmen': {
      title: 'Xcaret hotels in Playa del Carmen',
      metaDescription:
        'Stay 10 minutes from downtown Playa del Carmen at Xcaret hotels, with parks, transfers and dining included with All-Fun Inclusive.',
      intro:
        'Hotel Xcaret México, Hotel Xcaret Arte and La Casa de la Playa are located at km 282 of the Chetumal-Puerto Juárez highway, just south of Playa del Carmen. You are about 10 minutes from Fifth Avenue, yet on a peaceful stretch of coast, surrounded by jungle and steps from the Xcaret and Xplor parks.',
      sections: [
        {
          heading: 'Getting there',
          paragraphs: [
            'Cancún International Airport is about 50 minutes away by road, and round-trip transfers are included in your stay. From the hotel, downtown Playa del Carmen is about 10 minutes by taxi.',
          ],
        },
        {
          heading: 'Things to do in Playa del Carmen',
          paragraphs: [
            'Playa del Carmen blends a cosmopolitan vibe with Caribbean spirit. It is well worth an afternoon or evening during your stay.',
          ],
          items: [
            {
              title: 'Fifth Avenue',
              text: "The city's pedestrian promenade, lined with shops, galleries, cafés and restaurants.",
            },
            {
              title: 'Cozumel',
              text: 'Ferries leave the pier for the island, famous for its reefs for diving and snorkeling.',
            },
            {
              title: 'Nearby cenotes',
              text: 'Crystal-clear freshwater pools hidden in the jungle, just minutes from town.',
            },
            {
              title: 'Xcaret and Xplor parks',
              text: 'Right next to the hotels: go from the lobby to underground rivers and zip-lines in minutes.',
            },
          ],
        },
        {
          heading: 'Why stay at Xcaret hotels',
          paragraphs: [
            'You have the best of Playa del Carmen within reach without the noise of downtown, and with All-Fun Inclusive you enjoy unlimited access to the parks and tours, transfers, chef-driven dining and an open bar. Choose Hotel Xcaret México if you are traveling as a family, Hotel Xcaret Arte for art and an adult atmosphere, or La Casa de la Playa for an oceanfront boutique escape.',
          ],
        },
      ],
    },
    cancun: {
      title: 'Xcaret hotels near Cancún',
      metaDescription:
        'Land in Cancún and reach Xcaret hotels in about 50 minutes, with airport transfers included and the Riviera Maya parks within reach.',
      intro:
        'Cancún is the gateway to the Mexican Caribbean. When you land at its international airport, an included transfer takes you in about 50 minutes to Xcaret hotels, at km 282 of the Chetumal-Puerto Juárez highway, south of Playa del Carmen, in the heart of the Riviera Maya.',
      sections: [
        {
          heading: 'From the airport to the hotel',
          paragraphs: [
            "When you book, share your flight details and our staff will meet you at the airport. The drive along the federal highway is direct and comfortable. Cancún's Hotel Zone and downtown are a little over an hour from the hotel, should you want to visit during your trip.",
          ],
        },
        {
          heading: 'Things to do in Cancún',
          paragraphs: ['If you have a free day, Cancún has something for every taste.'],
          items: [
            {
              title: 'Isla Mujeres',
              text: 'A laid-back island a short ferry ride away, with shallow turquoise beaches.',
            },
            {
              title: 'Hotel Zone',
              text: 'A strip of white sand between the Caribbean Sea and the Nichupté Lagoon, with nightlife and shopping.',
            },
            {
              title: 'Cancún Mayan Museum',
              text: 'An archaeological collection introducing the history of Mayan culture on the peninsula.',
            },
          ],
        },
        {
          heading: 'Why stay at Xcaret hotels',
          paragraphs: [
            'Staying in the Riviera Maya puts you minutes from the parks and halfway between Cancún and Tulum. With All-Fun Inclusive, there is no need to rent a car or plan transportation: transfers between the airport, the hotel and the parks are included, as are dining, drinks and unlimited access to parks and tours.',
          ],
        },
      ],
    },
    tulum: {
      title: 'Xcaret hotels near Tulum',
      metaDescription:
        'Xcaret hotels are about 45 minutes from Tulum: visit its seaside archaeological site, Cobá and Xel-Há on tours departing from the hotel.',
      intro:
        'Tulum, with its walled Mayan city perched on a cliff above the Caribbean, lies about 45 minutes south of Xcaret hotels. From the hotel you can explore it on your own or with the Xcaret tours, which combine archaeology, jungle and the crystal-clear water of Xel-Há.',
      sections: [
        {
          heading: 'Getting to Tulum',
          paragraphs: [
            'The hotels are at km 282 of the Chetumal-Puerto Juárez highway; Tulum is about 45 minutes south on the same highway. Along the way you pass Puerto Aventuras, Akumal and Xel-Há park, about 35 minutes from the hotel.',
          ],
        },
        {
          heading: 'Tours from the hotel',
          paragraphs: [
            'Tours include transportation, a guide, entrance fees and a meal, and are part of All-Fun Inclusive during your stay, subject to reservation.',
          ],
          items: [
            {
              title: 'Cobá-Tulum',
              text: 'Explore the Cobá ruins in the jungle and then the walled city of Tulum; runs daily.',
            },
            {
              title: 'Tulum-Xel-Há',
              text: 'Archaeology in the morning and snorkeling in the Xel-Há inlet in the afternoon.',
            },
            {
              title: 'Tulum-Xenses',
              text: 'The Tulum archaeological site and the Xenses sensory journey in a single day.',
            },
            {
              title: 'Cobá-Xel-Há',
              text: 'The Cobá jungle and Xel-Há park, available on Tuesdays and Thursdays.',
            },
          ],
        },
        {
          heading: 'Why stay at Xcaret hotels',
          paragraphs: [
            "From the hotels' location you can easily reach both Tulum and Cancún, and return every night to the comfort of your suite, chef-driven dining and the resort's bars. With All-Fun Inclusive, transportation to the parks and tours is already taken care of.",
          ],
        },
      ],
    },
    'riviera-maya': {
      title: 'Xcaret hotels in the Riviera Maya',
      metaDescription:
        'Xcaret hotels sit in the heart of the Riviera Maya: beaches, cenotes, the reef and Mayan sites, with parks and transfers included.',
      intro:
        'The Riviera Maya stretches along the coast of the Mexican Caribbean, from Puerto Morelos to Tulum, with white-sand beaches, cenotes, jungle and traces of Mayan culture. Xcaret hotels sit at its heart, at km 282 of the Chetumal-Puerto Juárez highway, next to Playa del Carmen.',
      sections: [
        {
          heading: 'Distances from the hotels',
          paragraphs: ['The central location lets you explore the region without long drives.'],
          items: [
            {
              title: 'Playa del Carmen',
              text: 'About 10 minutes north.',
              meta: '10 min',
            },
            {
              title: 'Cancún International Airport',
              text: 'About 50 minutes north, with transfers included.',
              meta: '50 min',
            },
            {
              title: 'Puerto Aventuras and Akumal',
              text: '20 to 30 minutes south, with coves and beaches where you can swim with sea turtles.',
              meta: '20-30 min',
            },
            {
              title: 'Tulum',
              text: 'About 45 minutes south, with its seaside archaeological site.',
              meta: '45 min',
            },
          ],
        },
        {
          heading: 'Things to do in the Riviera Maya',
          paragraphs: [
            'The region is perfect for mixing relaxation and adventure: swim in cenotes and underground rivers, snorkel on the Mesoamerican Reef, the second-largest reef system in the world, and visit Mayan cities such as Tulum, Cobá and Chichén Itzá.',
            'The Xcaret parks and tours bring together the best of the region: Xcaret, Xplor, Xel-Há, Xenses, Xoximilco, Xavage, Xenotes and the Xichén, Cobá and Tulum excursions.',
          ],
        },
        {
          heading: 'Why stay at Xcaret hotels',
          paragraphs: [
            'With All-Fun Inclusive, the whole Riviera Maya becomes part of your stay: unlimited access to the parks and tours, transfers from the airport and to the parks, chef-driven Mexican cuisine and an open bar. Three hotels, three styles: family-friendly at Hotel Xcaret México, artistic and adults-oriented at Hotel Xcaret Arte, and intimate and exclusive at La Casa de la Playa.',
          ],
        },
      ],
    },
  },
};
