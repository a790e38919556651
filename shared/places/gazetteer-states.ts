import type { Place } from './place-types.ts';

/** [state, ISO 3166-2 code, lat, lon, capital, capital lat, capital lon, capital's LGA]. */
type StateRow = readonly [string, string, number, number, string, number, number, string];

// The 36 states and the Federal Capital Territory, with the approximate centre of each and its
// capital city.
const STATES: readonly StateRow[] = [
  ['Abia', 'NG-AB', 5.4527, 7.5248, 'Umuahia', 5.5263, 7.4896, 'Umuahia North'],
  ['Adamawa', 'NG-AD', 9.3265, 12.3984, 'Yola', 9.2035, 12.4954, 'Yola North'],
  ['Akwa Ibom', 'NG-AK', 4.9057, 7.8537, 'Uyo', 5.0377, 7.9128, 'Uyo'],
  ['Anambra', 'NG-AN', 6.2209, 6.937, 'Awka', 6.2106, 7.0742, 'Awka South'],
  ['Bauchi', 'NG-BA', 10.7761, 9.9992, 'Bauchi', 10.3103, 9.8439, 'Bauchi'],
  ['Bayelsa', 'NG-BY', 4.7719, 6.0699, 'Yenagoa', 4.9267, 6.2676, 'Yenagoa'],
  ['Benue', 'NG-BE', 7.3369, 8.7404, 'Makurdi', 7.7322, 8.5391, 'Makurdi'],
  ['Borno', 'NG-BO', 11.8846, 13.152, 'Maiduguri', 11.8311, 13.151, 'Maiduguri'],
  ['Cross River', 'NG-CR', 5.8702, 8.5988, 'Calabar', 4.9757, 8.3417, 'Calabar Municipal'],
  ['Delta', 'NG-DE', 5.704, 5.9339, 'Asaba', 6.198, 6.73, 'Oshimili South'],
  ['Ebonyi', 'NG-EB', 6.2649, 8.0137, 'Abakaliki', 6.3249, 8.1137, 'Abakaliki'],
  ['Edo', 'NG-ED', 6.6342, 5.9304, 'Benin City', 6.335, 5.6037, 'Oredo'],
  ['Ekiti', 'NG-EK', 7.719, 5.311, 'Ado-Ekiti', 7.6233, 5.2209, 'Ado Ekiti'],
  ['Enugu', 'NG-EN', 6.5364, 7.4356, 'Enugu', 6.4584, 7.5464, 'Enugu North'],
  ['Federal Capital Territory', 'NG-FC', 8.8941, 7.186, 'Abuja', 9.0765, 7.3986, 'Abuja Municipal'],
  ['Gombe', 'NG-GO', 10.3638, 11.1928, 'Gombe', 10.2897, 11.1673, 'Gombe'],
  ['Imo', 'NG-IM', 5.572, 7.0588, 'Owerri', 5.484, 7.0351, 'Owerri Municipal'],
  ['Jigawa', 'NG-JI', 12.228, 9.5616, 'Dutse', 11.7564, 9.3386, 'Dutse'],
  ['Kaduna', 'NG-KD', 10.3764, 7.7095, 'Kaduna', 10.5105, 7.4165, 'Kaduna North'],
  ['Kano', 'NG-KN', 11.7471, 8.5247, 'Kano', 12.0022, 8.592, 'Kano Municipal'],
  ['Katsina', 'NG-KT', 12.3797, 7.6306, 'Katsina', 12.9908, 7.6018, 'Katsina'],
  ['Kebbi', 'NG-KE', 11.4942, 4.2333, 'Birnin Kebbi', 12.4539, 4.1975, 'Birnin Kebbi'],
  ['Kogi', 'NG-KO', 7.7337, 6.6906, 'Lokoja', 7.8023, 6.7333, 'Lokoja'],
  ['Kwara', 'NG-KW', 8.9669, 4.3874, 'Ilorin', 8.4966, 4.5421, 'Ilorin West'],
  ['Lagos', 'NG-LA', 6.5244, 3.5792, 'Ikeja', 6.6018, 3.3515, 'Ikeja'],
  ['Nasarawa', 'NG-NA', 8.4998, 8.1997, 'Lafia', 8.4939, 8.5153, 'Lafia'],
  ['Niger', 'NG-NI', 9.9309, 5.5983, 'Minna', 9.6139, 6.5569, 'Chanchaga'],
  ['Ogun', 'NG-OG', 6.998, 3.4737, 'Abeokuta', 7.1475, 3.3619, 'Abeokuta South'],
  ['Ondo', 'NG-ON', 7.1, 4.8417, 'Akure', 7.2571, 5.2058, 'Akure South'],
  ['Osun', 'NG-OS', 7.5629, 4.52, 'Osogbo', 7.7827, 4.5418, 'Osogbo'],
  ['Oyo', 'NG-OY', 8.1574, 3.6147, 'Ibadan', 7.3775, 3.947, 'Ibadan North'],
  ['Plateau', 'NG-PL', 9.2182, 9.5179, 'Jos', 9.8965, 8.8583, 'Jos North'],
  ['Rivers', 'NG-RI', 4.8396, 6.9112, 'Port Harcourt', 4.8156, 7.0498, 'Port Harcourt'],
  ['Sokoto', 'NG-SO', 13.0533, 5.3223, 'Sokoto', 13.0059, 5.2476, 'Sokoto North'],
  ['Taraba', 'NG-TA', 7.9994, 10.774, 'Jalingo', 8.8937, 11.3596, 'Jalingo'],
  ['Yobe', 'NG-YO', 12.2939, 11.439, 'Damaturu', 11.747, 11.9608, 'Damaturu'],
  ['Zamfara', 'NG-ZA', 12.1222, 6.2236, 'Gusau', 12.1628, 6.6614, 'Gusau'],
];

export const STATE_CODES: ReadonlyMap<string, string> = new Map(STATES.map((s) => [s[0], s[1]]));

export const STATE_PLACES: readonly Place[] = STATES.flatMap(
  ([state, , lat, lon, capital, capLat, capLon, capLga]): Place[] => [
    {
      name: state,
      lat,
      lon,
      kind: 'state',
      lga: '',
      state,
      aliases: state === 'Federal Capital Territory' ? ['FCT', 'Abuja FCT'] : [`${state} State`],
    },
    { name: capital, lat: capLat, lon: capLon, kind: 'city', lga: capLga, state, aliases: [] },
  ],
);
