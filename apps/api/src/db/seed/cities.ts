// The cities our products use (card eligibility, lender branches), with stable ids. Which
// pincodes lie in each is decided here, against the India Post directory (refdata/
// pincodes.tsv, see seed/pincodes.ts): a pincode is in a city when it falls in one of the
// city's ranges, the well-known postal blocks of its urban area (e.g. Mumbai 400001–400104),
// or, for Delhi and Chandigarh, anywhere in the union territory. A number inside a range that
// India Post has not assigned is not a pincode: only the directory's pincodes are seeded.

export interface CitySeed {
  id: number;
  name: string;
  prettyName: string;
  state: string;
  code: string;
  /** '1' metro, '2' other large city. */
  cat: '1' | '2';
  /** Inclusive pincode ranges; a single pincode is [p, p]. */
  pins: [number, number][];
  /** Other names people type: old names, short names, spellings (matched by the autosuggest). */
  aliases: string[];
}

export const citySeed: CitySeed[] = [
  c(1, 'Mumbai', 'Maharashtra', 'MUM', '1', [[400001, 400104]], ['Bombay']),
  c(2, 'New Delhi', 'Delhi', 'DEL', '1', [[110001, 110099]], ['Delhi', 'NCT of Delhi']),
  c(3, 'Bengaluru', 'Karnataka', 'BLR', '1', [[560001, 560300]], ['Bangalore', 'Bengalooru']),
  c(4, 'Chennai', 'Tamil Nadu', 'CHE', '1', [[600001, 600130]], ['Madras']),
  c(5, 'Hyderabad', 'Telangana', 'HYD', '1', [[500001, 500101]], ['Secunderabad', 'Cyberabad']),
  c(6, 'Kolkata', 'West Bengal', 'KOL', '1', [[700001, 700163]], ['Calcutta']),
  c(7, 'Pune', 'Maharashtra', 'PUN', '1', [[411001, 411062]], ['Poona', 'Pimpri-Chinchwad']),
  c(8, 'Ahmedabad', 'Gujarat', 'AMD', '1', [[380001, 380061]]),
  c(9, 'Jaipur', 'Rajasthan', 'JAI', '2', [[302001, 302039]]),
  c(10, 'Chandigarh', 'Chandigarh', 'CHD', '2', [[160001, 160036]]),
  c(11, 'Surat', 'Gujarat', 'SUR', '2', [[395001, 395017]]),
  c(12, 'Lucknow', 'Uttar Pradesh', 'LKO', '2', [[226001, 226031]]),
  c(13, 'Kanpur', 'Uttar Pradesh', 'KNU', '2', [[208001, 208027]], ['Cawnpore']),
  c(14, 'Nagpur', 'Maharashtra', 'NAG', '2', [[440001, 440037]]),
  c(15, 'Indore', 'Madhya Pradesh', 'IDR', '2', [[452001, 452020]]),
  c(16, 'Bhopal', 'Madhya Pradesh', 'BHO', '2', [[462001, 462046]]),
  c(
    17,
    'Thane',
    'Maharashtra',
    'THA',
    '1',
    [
      [400601, 400615],
      [401101, 401107],
    ],
    ['Mira Road', 'Bhayandar'],
  ),
  c(
    18,
    'Navi Mumbai',
    'Maharashtra',
    'NMU',
    '1',
    [
      [400701, 400710],
      [410210, 410210],
    ],
    ['New Bombay'],
  ),
  c(
    19,
    'Visakhapatnam',
    'Andhra Pradesh',
    'VTZ',
    '2',
    [[530001, 530048]],
    ['Vizag', 'Vishakhapatnam', 'Waltair'],
  ),
  c(20, 'Patna', 'Bihar', 'PAT', '2', [[800001, 800030]]),
  c(21, 'Vadodara', 'Gujarat', 'BDQ', '2', [[390001, 390025]], ['Baroda']),
  c(22, 'Ghaziabad', 'Uttar Pradesh', 'GZB', '2', [[201001, 201017]]),
  c(23, 'Ludhiana', 'Punjab', 'LUH', '2', [[141001, 141017]]),
  c(24, 'Agra', 'Uttar Pradesh', 'AGR', '2', [[282001, 282010]]),
  c(25, 'Nashik', 'Maharashtra', 'NSK', '2', [[422001, 422013]]),
  c(26, 'Faridabad', 'Haryana', 'FDB', '2', [[121001, 121010]]),
  c(27, 'Meerut', 'Uttar Pradesh', 'MRT', '2', [[250001, 250005]]),
  c(28, 'Rajkot', 'Gujarat', 'RAJ', '2', [[360001, 360007]]),
  c(
    29,
    'Varanasi',
    'Uttar Pradesh',
    'VNS',
    '2',
    [[221001, 221011]],
    ['Benares', 'Banaras', 'Kashi'],
  ),
  c(30, 'Srinagar', 'Jammu and Kashmir', 'SXR', '2', [[190001, 190025]]),
  c(31, 'Chhatrapati Sambhajinagar', 'Maharashtra', 'IXU', '2', [[431001, 431010]], ['Aurangabad']),
  c(32, 'Dhanbad', 'Jharkhand', 'DHN', '2', [[826001, 826004]]),
  c(33, 'Amritsar', 'Punjab', 'ATQ', '2', [[143001, 143006]]),
  c(34, 'Prayagraj', 'Uttar Pradesh', 'IXD', '2', [[211001, 211019]], ['Allahabad']),
  c(35, 'Ranchi', 'Jharkhand', 'IXR', '2', [[834001, 834010]]),
  c(36, 'Howrah', 'West Bengal', 'HWH', '2', [[711101, 711113]]),
  c(37, 'Coimbatore', 'Tamil Nadu', 'CJB', '2', [[641001, 641050]]),
  c(38, 'Jabalpur', 'Madhya Pradesh', 'JLR', '2', [[482001, 482008]]),
  c(39, 'Gwalior', 'Madhya Pradesh', 'GWL', '2', [[474001, 474012]]),
  c(40, 'Vijayawada', 'Andhra Pradesh', 'VGA', '2', [[520001, 520015]]),
  c(41, 'Jodhpur', 'Rajasthan', 'JDH', '2', [[342001, 342011]]),
  c(42, 'Madurai', 'Tamil Nadu', 'IXM', '2', [[625001, 625022]]),
  c(43, 'Raipur', 'Chhattisgarh', 'RPR', '2', [[492001, 492015]]),
  c(44, 'Kota', 'Rajasthan', 'KTU', '2', [[324001, 324010]]),
  c(45, 'Guwahati', 'Assam', 'GAU', '2', [[781001, 781040]], ['Gauhati']),
  c(46, 'Noida', 'Uttar Pradesh', 'NOI', '1', [[201301, 201310]], ['Gautam Buddha Nagar']),
  c(47, 'Gurugram', 'Haryana', 'GGN', '1', [[122001, 122018]], ['Gurgaon']),
  c(48, 'Mysuru', 'Karnataka', 'MYQ', '2', [[570001, 570030]], ['Mysore']),
  c(49, 'Thiruvananthapuram', 'Kerala', 'TRV', '2', [[695001, 695043]], ['Trivandrum']),
  c(50, 'Kochi', 'Kerala', 'COK', '2', [[682001, 682040]], ['Cochin', 'Ernakulam']),
  c(51, 'Bhubaneswar', 'Odisha', 'BBI', '2', [[751001, 751030]], ['Bhubaneshwar']),
  c(52, 'Dehradun', 'Uttarakhand', 'DED', '2', [[248001, 248009]]),
  c(53, 'Mangaluru', 'Karnataka', 'IXE', '2', [[575001, 575030]], ['Mangalore']),
  c(54, 'Jammu', 'Jammu and Kashmir', 'IXJ', '2', [[180001, 180019]]),
  c(
    55,
    'Mohali',
    'Punjab',
    'MOH',
    '2',
    [
      [160055, 160055],
      [160059, 160059],
      [160062, 160062],
      [160071, 160071],
    ],
    ['SAS Nagar', 'Sahibzada Ajit Singh Nagar'],
  ),
  c(56, 'Panchkula', 'Haryana', 'PKL', '2', [
    [134109, 134109],
    [134112, 134117],
  ]),
  c(57, 'Panaji', 'Goa', 'GOI', '2', [[403001, 403006]], ['Panjim']),
  c(58, 'Tiruchirappalli', 'Tamil Nadu', 'TRZ', '2', [[620001, 620026]], ['Trichy', 'Tiruchi']),
  c(59, 'Salem', 'Tamil Nadu', 'SXV', '2', [[636001, 636016]]),
  c(60, 'Hubballi', 'Karnataka', 'HBX', '2', [[580020, 580032]], ['Hubli']),
  c(61, 'Jalandhar', 'Punjab', 'JUC', '2', [[144001, 144009]]),
  c(62, 'Udaipur', 'Rajasthan', 'UDR', '2', [[313001, 313004]]),
  c(63, 'Ajmer', 'Rajasthan', 'AII', '2', [[305001, 305008]]),
  c(64, 'Bareilly', 'Uttar Pradesh', 'BEK', '2', [[243001, 243006]]),
  c(65, 'Gorakhpur', 'Uttar Pradesh', 'GOP', '2', [[273001, 273016]]),
  c(66, 'Cuttack', 'Odisha', 'CTC', '2', [[753001, 753014]]),
  c(67, 'Kozhikode', 'Kerala', 'CCJ', '2', [[673001, 673032]], ['Calicut']),
  c(68, 'Thrissur', 'Kerala', 'TCR', '2', [[680001, 680027]], ['Trichur']),
  c(69, 'Guntur', 'Andhra Pradesh', 'GNT', '2', [[522001, 522007]]),
  c(70, 'Warangal', 'Telangana', 'WGC', '2', [[506001, 506013]]),
  c(71, 'Siliguri', 'West Bengal', 'SLG', '2', [[734001, 734010]]),
  c(72, 'Jamshedpur', 'Jharkhand', 'IXW', '2', [[831001, 831017]]),
  c(73, 'Puducherry', 'Puducherry', 'PNY', '2', [[605001, 605014]], ['Pondicherry', 'Pondy']),
];

function c(
  id: number,
  prettyName: string,
  state: string,
  code: string,
  cat: '1' | '2',
  pins: [number, number][],
  aliases: string[] = [],
): CitySeed {
  return { id, name: prettyName.toUpperCase(), prettyName, state, code, cat, pins, aliases };
}

/** Union territories that are one product city throughout (all of Delhi is city 2). */
export const wholeStateCities: Record<string, number> = { Delhi: 2, Chandigarh: 10 };
