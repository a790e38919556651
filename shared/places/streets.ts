// Well-known streets and roads of the cities Bukka serves, each under the district it runs through
// (a gazetteer place of the same name in that state: shared/places/gazetteer-*.ts). The seed writes
// its addresses with them (an address names a street that lies in its district: no "Ikorodu Road,
// Victoria Island"), and the mock's geocoder places an address on a known road at its district
// (mock-server/places/streets.ts): "12 Admiralty Way, Eti-Osa" is in Lekki Phase 1, not at the
// middle of Eti-Osa.

/** The streets of each district of one city, by the district's gazetteer name. */
export type CityStreets = Readonly<Record<string, readonly string[]>>;

/** Each city's streets, by its gazetteer state, then by district. */
export const STREETS = {
  Lagos: {
    'Lekki Phase 1': ['Admiralty Way', 'Fola Osibo Road', 'Admiralty Road'],
    'Victoria Island': ['Adeola Odeku Street', 'Akin Adesola Street', 'Ajose Adeogun Street'],
    Ikoyi: ['Awolowo Road', 'Bourdillon Road', 'Glover Road'],
    Yaba: ['Herbert Macaulay Way', 'Commercial Avenue', 'Tejuosho Street'],
    Surulere: ['Adeniran Ogunsanya Street', 'Bode Thomas Street', 'Ogunlana Drive'],
    'Ikeja GRA': ['Isaac John Street', 'Joel Ogunnaike Street', 'Oduduwa Crescent'],
    Ajah: ['Addo Road', 'Badore Road', 'Lekki-Epe Expressway'],
    Maryland: ['Ikorodu Road', 'Mobolaji Bank Anthony Way', 'Maryland Crescent'],
    Gbagada: ['Diya Street', 'Gbagada Expressway', 'Oladipo Bateye Street'],
    'Festac Town': ['2nd Avenue', '4th Avenue', '7th Avenue'],
  },
  'Federal Capital Territory': {
    'Wuse 2': ['Aminu Kano Crescent', 'Adetokunbo Ademola Crescent', 'Ademola Adetokunbo Street'],
    Garki: ['Gimbiya Street', 'Ahmadu Bello Way', 'Lagos Street'],
    Maitama: ['Gana Street', 'IBB Way', 'Aguiyi Ironsi Street'],
    Asokoro: ['Yakubu Gowon Crescent', 'Lake Chad Crescent'],
    Jabi: ['Obafemi Awolowo Way', 'Jabi Lake Road'],
    Gwarinpa: ['1st Avenue', '3rd Avenue', '6th Avenue'],
    Utako: ['Ekukinam Street', 'Obafemi Awolowo Way'],
    Kubwa: ['Gado Nasko Road', 'Arab Road'],
  },
  Rivers: {
    'GRA Phase 2': ['Tombia Street', 'Olu Obasanjo Road', 'Evo Road'],
    Rumuola: ['Rumuola Road', 'Ikwerre Road'],
    'Trans-Amadi': ['Trans-Amadi Road', 'Peter Odili Road'],
    'D-Line': ['Emekuku Street', 'Okoroma Street'],
    'Old GRA': ['Forces Avenue', 'Harley Street'],
    Rumuokoro: ['Ikwerre Road', 'Rumuokoro Road'],
  },
  Oyo: {
    Bodija: ['Awolowo Avenue', 'Bodija Market Road'],
    Dugbe: ['Jimoh Odutola Road', 'Obafemi Awolowo Road'],
    'Ring Road': ['Ring Road', 'Liberty Road'],
    Challenge: ['Ibadan-Lagos Road', 'Molete Road'],
    Mokola: ['Oyo Road', 'Queen Elizabeth Road'],
    Agodi: ['Secretariat Road', 'Agodi Gate Road'],
    Oluyole: ['Oluyole Estate Road', 'Oluyole Way'],
  },
} as const satisfies Record<string, CityStreets>;

/**
 * Roads the seed does not write but people do, by state and district (kept apart from `STREETS`:
 * the seed draws its streets from those lists, so a new one there would change every seeded world).
 */
export const MORE_STREETS: Readonly<Record<string, CityStreets>> = {
  Lagos: {
    'Victoria Island': ['Ozumba Mbadiwe Avenue', 'Kofo Abayomi Street'],
    'Lekki Phase 1': ['Freedom Way'],
    Ikoyi: ['Kingsway Road', 'Alfred Rewane Road'],
    Opebi: ['Opebi Road'],
    Yaba: ['Murtala Muhammed Way'],
  },
};
