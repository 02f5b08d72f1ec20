/**
 * Origin airports of the hotel + flight package search: a static list shipped with the app
 * (IATA code, city, ISO country), weighted towards where the resort's guests fly from:
 * Mexico, the USA, Canada, Latin America and Europe. Country names are not stored: the
 * browser names them in the visitor's language (Intl.DisplayNames).
 *
 * Loaded on demand (`loadAirports` in index.ts) so that the list never weighs on a page
 * until the visitor opens the Hotel + Flight tab.
 */
export type Airport = { code: string; city: string; country: string };

// code|city|country, one per line: compact to ship, easy to review.
const DATA = `
ACA|Acapulco|MX
AGU|Aguascalientes|MX
BJX|León / Guanajuato|MX
CEN|Ciudad Obregón|MX
CJS|Ciudad Juárez|MX
CME|Ciudad del Carmen|MX
CPE|Campeche|MX
CTM|Chetumal|MX
CUL|Culiacán|MX
CUN|Cancún|MX
CUU|Chihuahua|MX
CVM|Ciudad Victoria|MX
CZM|Cozumel|MX
DGO|Durango|MX
GDL|Guadalajara|MX
HMO|Hermosillo|MX
HUX|Huatulco|MX
LAP|La Paz|MX
LMM|Los Mochis|MX
LTO|Loreto|MX
MAM|Matamoros|MX
MEX|Ciudad de México|MX
MID|Mérida|MX
MLM|Morelia|MX
MTY|Monterrey|MX
MXL|Mexicali|MX
MZT|Mazatlán|MX
NLD|Nuevo Laredo|MX
NLU|Ciudad de México (Felipe Ángeles)|MX
OAX|Oaxaca|MX
PAZ|Poza Rica|MX
PBC|Puebla|MX
PQM|Palenque|MX
PVR|Puerto Vallarta|MX
PXM|Puerto Escondido|MX
QRO|Querétaro|MX
REX|Reynosa|MX
SJD|San José del Cabo|MX
SLP|San Luis Potosí|MX
TAM|Tampico|MX
TAP|Tapachula|MX
TGZ|Tuxtla Gutiérrez|MX
TIJ|Tijuana|MX
TLC|Toluca|MX
TPQ|Tepic|MX
TQO|Tulum|MX
TRC|Torreón|MX
UPN|Uruapan|MX
VER|Veracruz|MX
VSA|Villahermosa|MX
ZCL|Zacatecas|MX
ZIH|Ixtapa-Zihuatanejo|MX
ZLO|Manzanillo|MX
ABQ|Albuquerque|US
ANC|Anchorage|US
ATL|Atlanta|US
AUS|Austin|US
BDL|Hartford|US
BHM|Birmingham|US
BNA|Nashville|US
BOI|Boise|US
BOS|Boston|US
BUF|Buffalo|US
BWI|Baltimore|US
CHS|Charleston|US
CLE|Cleveland|US
CLT|Charlotte|US
CMH|Columbus|US
CVG|Cincinnati|US
DAL|Dallas (Love Field)|US
DCA|Washington (Reagan)|US
DEN|Denver|US
DFW|Dallas/Fort Worth|US
DSM|Des Moines|US
DTW|Detroit|US
ELP|El Paso|US
EWR|Newark|US
FLL|Fort Lauderdale|US
GRR|Grand Rapids|US
GSP|Greenville-Spartanburg|US
HNL|Honolulu|US
HOU|Houston (Hobby)|US
IAD|Washington (Dulles)|US
IAH|Houston (Intercontinental)|US
ICT|Wichita|US
IND|Indianapolis|US
JAX|Jacksonville|US
JFK|New York (JFK)|US
LAS|Las Vegas|US
LAX|Los Angeles|US
LGA|New York (LaGuardia)|US
LIT|Little Rock|US
MCI|Kansas City|US
MCO|Orlando|US
MDW|Chicago (Midway)|US
MEM|Memphis|US
MFE|McAllen|US
MIA|Miami|US
MKE|Milwaukee|US
MSP|Minneapolis|US
MSY|New Orleans|US
OAK|Oakland|US
OKC|Oklahoma City|US
OMA|Omaha|US
ONT|Ontario (California)|US
ORD|Chicago (O'Hare)|US
ORF|Norfolk|US
PBI|West Palm Beach|US
PDX|Portland|US
PHL|Philadelphia|US
PHX|Phoenix|US
PIT|Pittsburgh|US
PVD|Providence|US
RDU|Raleigh-Durham|US
RIC|Richmond|US
RNO|Reno|US
RSW|Fort Myers|US
SAN|San Diego|US
SAT|San Antonio|US
SAV|Savannah|US
SDF|Louisville|US
SEA|Seattle|US
SFO|San Francisco|US
SJC|San José (California)|US
SJU|San Juan|PR
SLC|Salt Lake City|US
SMF|Sacramento|US
SNA|Santa Ana (Orange County)|US
STL|St. Louis|US
TPA|Tampa|US
TUL|Tulsa|US
TUS|Tucson|US
YEG|Edmonton|CA
YHZ|Halifax|CA
YLW|Kelowna|CA
YOW|Ottawa|CA
YQB|Québec|CA
YQM|Moncton|CA
YQR|Regina|CA
YQT|Thunder Bay|CA
YSJ|Saint John|CA
YUL|Montréal|CA
YVR|Vancouver|CA
YWG|Winnipeg|CA
YXE|Saskatoon|CA
YXU|London (Ontario)|CA
YYC|Calgary|CA
YYJ|Victoria|CA
YYT|St. John's|CA
YYZ|Toronto|CA
YHM|Hamilton|CA
YKF|Waterloo|CA
GUA|Ciudad de Guatemala|GT
FRS|Flores|GT
SAL|San Salvador|SV
TGU|Tegucigalpa|HN
SAP|San Pedro Sula|HN
RTB|Roatán|HN
MGA|Managua|NI
SJO|San José|CR
LIR|Liberia|CR
PTY|Ciudad de Panamá|PA
BZE|Belice|BZ
HAV|La Habana|CU
VRA|Varadero|CU
SDQ|Santo Domingo|DO
PUJ|Punta Cana|DO
STI|Santiago de los Caballeros|DO
MBJ|Montego Bay|JM
KIN|Kingston|JM
NAS|Nassau|BS
AUA|Oranjestad|AW
CUR|Willemstad|CW
POS|Puerto España|TT
BGI|Bridgetown|BB
BOG|Bogotá|CO
MDE|Medellín|CO
CLO|Cali|CO
CTG|Cartagena|CO
BAQ|Barranquilla|CO
BGA|Bucaramanga|CO
PEI|Pereira|CO
SMR|Santa Marta|CO
ADZ|San Andrés|CO
CCS|Caracas|VE
MAR|Maracaibo|VE
VLN|Valencia (Venezuela)|VE
UIO|Quito|EC
GYE|Guayaquil|EC
LIM|Lima|PE
CUZ|Cusco|PE
AQP|Arequipa|PE
TRU|Trujillo|PE
PIU|Piura|PE
LPB|La Paz|BO
VVI|Santa Cruz de la Sierra|BO
CBB|Cochabamba|BO
ASU|Asunción|PY
MVD|Montevideo|UY
PDP|Punta del Este|UY
SCL|Santiago de Chile|CL
ANF|Antofagasta|CL
CCP|Concepción|CL
PMC|Puerto Montt|CL
IQQ|Iquique|CL
EZE|Buenos Aires (Ezeiza)|AR
AEP|Buenos Aires (Aeroparque)|AR
COR|Córdoba|AR
MDZ|Mendoza|AR
ROS|Rosario|AR
BRC|San Carlos de Bariloche|AR
IGR|Puerto Iguazú|AR
USH|Ushuaia|AR
SLA|Salta|AR
TUC|Tucumán|AR
GRU|São Paulo (Guarulhos)|BR
CGH|São Paulo (Congonhas)|BR
VCP|Campinas|BR
GIG|Rio de Janeiro (Galeão)|BR
SDU|Rio de Janeiro (Santos Dumont)|BR
BSB|Brasília|BR
CNF|Belo Horizonte|BR
SSA|Salvador|BR
REC|Recife|BR
FOR|Fortaleza|BR
POA|Porto Alegre|BR
CWB|Curitiba|BR
FLN|Florianópolis|BR
BEL|Belém|BR
MAO|Manaus|BR
NAT|Natal|BR
MCZ|Maceió|BR
GYN|Goiânia|BR
VIX|Vitória|BR
IGU|Foz do Iguaçu|BR
MAD|Madrid|ES
BCN|Barcelona|ES
AGP|Málaga|ES
PMI|Palma de Mallorca|ES
VLC|Valencia|ES
SVQ|Sevilla|ES
BIO|Bilbao|ES
ALC|Alicante|ES
LPA|Las Palmas de Gran Canaria|ES
TFN|Tenerife Norte|ES
TFS|Tenerife Sur|ES
IBZ|Ibiza|ES
SCQ|Santiago de Compostela|ES
OVD|Asturias|ES
LIS|Lisboa|PT
OPO|Porto|PT
FAO|Faro|PT
FNC|Funchal|PT
PDL|Ponta Delgada|PT
CDG|París (Charles de Gaulle)|FR
ORY|París (Orly)|FR
NCE|Niza|FR
LYS|Lyon|FR
MRS|Marsella|FR
TLS|Toulouse|FR
BOD|Burdeos|FR
NTE|Nantes|FR
LHR|Londres (Heathrow)|GB
LGW|Londres (Gatwick)|GB
STN|Londres (Stansted)|GB
LTN|Londres (Luton)|GB
MAN|Manchester|GB
BHX|Birmingham|GB
EDI|Edimburgo|GB
GLA|Glasgow|GB
BRS|Bristol|GB
NCL|Newcastle|GB
DUB|Dublín|IE
SNN|Shannon|IE
AMS|Ámsterdam|NL
EIN|Eindhoven|NL
BRU|Bruselas|BE
LUX|Luxemburgo|LU
FRA|Fráncfort|DE
MUC|Múnich|DE
BER|Berlín|DE
DUS|Düsseldorf|DE
HAM|Hamburgo|DE
CGN|Colonia/Bonn|DE
STR|Stuttgart|DE
NUE|Núremberg|DE
HAJ|Hannover|DE
LEJ|Leipzig|DE
ZRH|Zúrich|CH
GVA|Ginebra|CH
BSL|Basilea|CH
VIE|Viena|AT
SZG|Salzburgo|AT
INN|Innsbruck|AT
FCO|Roma (Fiumicino)|IT
MXP|Milán (Malpensa)|IT
LIN|Milán (Linate)|IT
BGY|Bérgamo|IT
VCE|Venecia|IT
NAP|Nápoles|IT
BLQ|Bolonia|IT
FLR|Florencia|IT
PSA|Pisa|IT
TRN|Turín|IT
CTA|Catania|IT
PMO|Palermo|IT
CPH|Copenhague|DK
BLL|Billund|DK
OSL|Oslo|NO
BGO|Bergen|NO
ARN|Estocolmo (Arlanda)|SE
GOT|Gotemburgo|SE
HEL|Helsinki|FI
KEF|Reikiavik|IS
WAW|Varsovia|PL
KRK|Cracovia|PL
GDN|Gdansk|PL
WRO|Breslavia|PL
PRG|Praga|CZ
BUD|Budapest|HU
BTS|Bratislava|SK
OTP|Bucarest|RO
CLJ|Cluj-Napoca|RO
SOF|Sofía|BG
ATH|Atenas|GR
SKG|Tesalónica|GR
HER|Heraclión|GR
ZAG|Zagreb|HR
SPU|Split|HR
DBV|Dubrovnik|HR
LJU|Liubliana|SI
BEG|Belgrado|RS
IST|Estambul|TR
SAW|Estambul (Sabiha Gökçen)|TR
AYT|Antalya|TR
RIX|Riga|LV
VNO|Vilna|LT
TLL|Tallin|EE
KBP|Kiev|UA
MLA|Malta|MT
LCA|Lárnaca|CY
TLV|Tel Aviv|IL
DXB|Dubái|AE
DOH|Doha|QA
JNB|Johannesburgo|ZA
CPT|Ciudad del Cabo|ZA
CMN|Casablanca|MA
CAI|El Cairo|EG
NRT|Tokio (Narita)|JP
HND|Tokio (Haneda)|JP
KIX|Osaka|JP
ICN|Seúl|KR
PEK|Pekín|CN
PVG|Shanghái|CN
CAN|Cantón|CN
HKG|Hong Kong|HK
TPE|Taipéi|TW
SIN|Singapur|SG
BKK|Bangkok|TH
DEL|Delhi|IN
BOM|Bombay|IN
SYD|Sídney|AU
MEL|Melbourne|AU
BNE|Brisbane|AU
AKL|Auckland|NZ
`;

export const AIRPORTS: readonly Airport[] = DATA.trim()
  .split('\n')
  .map((line) => {
    const [code, city, country] = line.split('|') as [string, string, string];
    return { code, city, country };
  });
