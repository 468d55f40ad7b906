// Collection points (PUDO = pick-up / drop-off) served by the PuntoRitiro carrier (carrier id 3).
// Invented shops and lockers on real-looking streets, with coordinates near the real city centres.
import type { I18n, SeedPudo } from './types'

const HOURS: Record<'shop' | 'split' | 'long' | 'locker', I18n> = {
  shop: { en: 'Mon–Sat 8:00–20:00', de: 'Mo–Sa 8:00–20:00 Uhr', it: 'Lun–Sab 8:00–20:00', es: 'Lun–Sáb 8:00–20:00', fr: 'Lun–Sam 8 h–20 h' },
  split: {
    en: 'Mon–Fri 9:00–13:00 and 15:30–19:30, Sat 9:00–13:00',
    de: 'Mo–Fr 9:00–13:00 und 15:30–19:30 Uhr, Sa 9:00–13:00 Uhr',
    it: 'Lun–Ven 9:00–13:00 e 15:30–19:30, Sab 9:00–13:00',
    es: 'Lun–Vie 9:00–13:00 y 15:30–19:30, Sáb 9:00–13:00',
    fr: 'Lun–Ven 9 h–13 h et 15 h 30–19 h 30, Sam 9 h–13 h',
  },
  long: {
    en: 'Every day 7:00–22:00',
    de: 'Täglich 7:00–22:00 Uhr',
    it: 'Tutti i giorni 7:00–22:00',
    es: 'Todos los días 7:00–22:00',
    fr: 'Tous les jours 7 h–22 h',
  },
  locker: {
    en: 'Open 24/7',
    de: 'Rund um die Uhr geöffnet',
    it: 'Aperto 24 ore su 24, 7 giorni su 7',
    es: 'Abierto 24 horas, todos los días',
    fr: 'Ouvert 24 h/24, 7 j/7',
  },
}

const pudo = (id: number, name: string, countryIso: string, city: string, postcode: string, address: string, lat: number, lon: number, hours: keyof typeof HOURS): SeedPudo => ({
  id,
  name,
  countryIso,
  city,
  postcode,
  address,
  lat,
  lon,
  openingHours: HOURS[hours],
})

export const pudos: SeedPudo[] = [
  pudo(1, 'Edicola Porta Venezia', 'IT', 'Milano', '20124', 'Corso Buenos Aires 45', 45.4781, 9.2105, 'shop'),
  pudo(2, 'Cartoleria Brera', 'IT', 'Milano', '20121', 'Via Solferino 22', 45.4764, 9.1867, 'split'),
  pudo(3, 'Locker Stazione Centrale', 'IT', 'Milano', '20124', 'Piazza Duca d’Aosta 1', 45.4854, 9.203, 'locker'),
  pudo(4, 'Tabaccheria Navigli', 'IT', 'Milano', '20143', 'Ripa di Porta Ticinese 33', 45.4517, 9.1752, 'long'),
  pudo(5, 'Ferramenta Isola', 'IT', 'Milano', '20159', 'Via Gaetano de Castillia 12', 45.4882, 9.1905, 'split'),
  pudo(6, 'Copisteria Città Studi', 'IT', 'Milano', '20133', 'Via Giovanni Pascoli 9', 45.4791, 9.2235, 'shop'),
  pudo(7, 'Tabacchi Prati', 'IT', 'Roma', '00192', 'Via Cola di Rienzo 180', 41.907, 12.464, 'long'),
  pudo(8, 'Edicola Trastevere', 'IT', 'Roma', '00153', 'Viale di Trastevere 62', 41.884, 12.4705, 'shop'),
  pudo(9, 'Locker Termini', 'IT', 'Roma', '00185', 'Via Marsala 29', 41.902, 12.503, 'locker'),
  pudo(10, 'Cartoleria San Lorenzo', 'IT', 'Roma', '00185', 'Via dei Volsci 40', 41.8985, 12.514, 'split'),
  pudo(11, 'Bar Tuscolano', 'IT', 'Roma', '00182', 'Via Tuscolana 210', 41.88, 12.529, 'long'),
  pudo(12, 'Tabaccheria San Salvario', 'IT', 'Torino', '10126', 'Via Nizza 56', 45.056, 7.68, 'shop'),
  pudo(13, 'Edicola Crocetta', 'IT', 'Torino', '10129', 'Corso Duca degli Abruzzi 40', 45.059, 7.664, 'shop'),
  pudo(14, 'Locker Porta Susa', 'IT', 'Torino', '10138', 'Corso Inghilterra 3', 45.072, 7.666, 'locker'),
  pudo(15, 'Tabacchi Chiaia', 'IT', 'Napoli', '80121', 'Via dei Mille 40', 40.836, 14.241, 'long'),
  pudo(16, 'Edicola Vomero', 'IT', 'Napoli', '80129', 'Via Alessandro Scarlatti 120', 40.8455, 14.231, 'shop'),
  pudo(17, 'Locker Piazza Garibaldi', 'IT', 'Napoli', '80142', 'Corso Novara 10', 40.854, 14.274, 'locker'),
  pudo(18, 'Cartoleria Santo Spirito', 'IT', 'Firenze', '50125', 'Via Maggio 30', 43.766, 11.248, 'split'),
  pudo(19, 'Tabaccheria Campo di Marte', 'IT', 'Firenze', '50131', 'Viale dei Mille 90', 43.783, 11.276, 'shop'),
  pudo(20, 'Locker Santa Maria Novella', 'IT', 'Firenze', '50123', 'Via Valfonda 7', 43.7775, 11.247, 'locker'),
  pudo(21, 'Edicola Santo Stefano', 'IT', 'Bologna', '40125', 'Via Santo Stefano 60', 44.489, 11.35, 'shop'),
  pudo(22, 'Tabacchi Bolognina', 'IT', 'Bologna', '40129', 'Via Giacomo Matteotti 25', 44.51, 11.345, 'long'),
  pudo(23, 'Locker Bologna Centrale', 'IT', 'Bologna', '40121', 'Piazza delle Medaglie d’Oro 2', 44.5055, 11.343, 'locker'),
  pudo(24, 'Tabaccheria Rialto', 'IT', 'Venezia', '30125', 'San Polo 125', 45.4385, 12.3355, 'split'),
  pudo(25, 'Edicola Mestre Centro', 'IT', 'Venezia', '30171', 'Via Piave 85', 45.487, 12.237, 'shop'),
  pudo(26, 'Cartoleria Castelletto', 'IT', 'Genova', '16122', 'Corso Andrea Podestà 18', 44.4075, 8.941, 'split'),
  pudo(27, 'Tabacchi Borgo Trento', 'IT', 'Verona', '37126', 'Via Goffredo Mameli 40', 45.45, 10.99, 'shop'),
  pudo(28, 'Edicola Murat', 'IT', 'Bari', '70121', 'Via Sparano da Bari 90', 41.123, 16.87, 'long'),
  pudo(29, 'Tabaccheria Politeama', 'IT', 'Palermo', '90139', 'Via della Libertà 30', 38.126, 13.354, 'shop'),
  pudo(30, 'Cartoleria Portello', 'IT', 'Padova', '35129', 'Via Portello 18', 45.408, 11.887, 'split'),
  pudo(31, 'Kiosk am Kollwitzplatz', 'DE', 'Berlin', '10435', 'Knaackstraße 45', 52.536, 13.418, 'long'),
  pudo(32, 'Schreibwaren Gärtnerplatz', 'DE', 'München', '80469', 'Reichenbachstraße 20', 48.132, 11.576, 'shop'),
  pudo(33, 'Relais Tabac du Marais', 'FR', 'Paris', '75003', '32 Rue de Bretagne', 48.863, 2.363, 'shop'),
  pudo(34, 'Presse de la Croix-Rousse', 'FR', 'Lyon', '69004', '12 Grande Rue de la Croix-Rousse', 45.775, 4.83, 'split'),
  pudo(35, 'Papelería Malasaña', 'ES', 'Madrid', '28004', 'Calle del Pez 20', 40.424, -3.706, 'split'),
  pudo(36, 'Estanco Gràcia', 'ES', 'Barcelona', '08012', 'Carrer de Verdi 40', 41.403, 2.157, 'shop'),
]
