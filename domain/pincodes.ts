/**
 * Pincode look-up for the address forms: the state from the pincode's leading digits (India Post's
 * postal circles), and the city for the delivery offices of well-known cities. Anything not listed
 * is left for the parent to type: a guess would be worse than a blank.
 */

// Postal circles by the first two digits; three-digit entries below refine the shared ones.
const STATE_BY_TWO_DIGITS: Readonly<Record<string, string>> = {
  '11': 'Delhi', '12': 'Haryana', '13': 'Haryana', '14': 'Punjab', '15': 'Punjab', '16': 'Punjab',
  '17': 'Himachal Pradesh', '18': 'Jammu and Kashmir', '19': 'Jammu and Kashmir',
  '20': 'Uttar Pradesh', '21': 'Uttar Pradesh', '22': 'Uttar Pradesh', '23': 'Uttar Pradesh', '24': 'Uttar Pradesh',
  '25': 'Uttar Pradesh', '26': 'Uttar Pradesh', '27': 'Uttar Pradesh', '28': 'Uttar Pradesh',
  '30': 'Rajasthan', '31': 'Rajasthan', '32': 'Rajasthan', '33': 'Rajasthan', '34': 'Rajasthan',
  '36': 'Gujarat', '37': 'Gujarat', '38': 'Gujarat', '39': 'Gujarat',
  '40': 'Maharashtra', '41': 'Maharashtra', '42': 'Maharashtra', '43': 'Maharashtra', '44': 'Maharashtra',
  '45': 'Madhya Pradesh', '46': 'Madhya Pradesh', '47': 'Madhya Pradesh', '48': 'Madhya Pradesh', '49': 'Chhattisgarh',
  '50': 'Telangana', '51': 'Andhra Pradesh', '52': 'Andhra Pradesh', '53': 'Andhra Pradesh',
  '56': 'Karnataka', '57': 'Karnataka', '58': 'Karnataka', '59': 'Karnataka',
  '60': 'Tamil Nadu', '61': 'Tamil Nadu', '62': 'Tamil Nadu', '63': 'Tamil Nadu', '64': 'Tamil Nadu',
  '67': 'Kerala', '68': 'Kerala', '69': 'Kerala',
  '70': 'West Bengal', '71': 'West Bengal', '72': 'West Bengal', '73': 'West Bengal', '74': 'West Bengal',
  '75': 'Odisha', '76': 'Odisha', '77': 'Odisha', '78': 'Assam',
  '80': 'Bihar', '81': 'Bihar', '82': 'Bihar', '83': 'Jharkhand', '84': 'Bihar', '85': 'Bihar',
};

const STATE_BY_THREE_DIGITS: Readonly<Record<string, string>> = {
  '160': 'Chandigarh', '194': 'Ladakh',
  '244': 'Uttarakhand', '246': 'Uttarakhand', '247': 'Uttarakhand', '248': 'Uttarakhand', '249': 'Uttarakhand',
  '262': 'Uttarakhand', '263': 'Uttarakhand',
  '396': 'Gujarat', '403': 'Goa', '605': 'Puducherry', '609': 'Tamil Nadu', '682': 'Kerala',
  '737': 'Sikkim', '744': 'Andaman and Nicobar Islands',
  '790': 'Arunachal Pradesh', '791': 'Arunachal Pradesh', '792': 'Arunachal Pradesh',
  '793': 'Meghalaya', '794': 'Meghalaya', '795': 'Manipur', '796': 'Mizoram',
  '797': 'Nagaland', '798': 'Nagaland', '799': 'Tripura',
  '814': 'Jharkhand', '815': 'Jharkhand', '816': 'Jharkhand', '822': 'Jharkhand', '825': 'Jharkhand',
  '826': 'Jharkhand', '827': 'Jharkhand', '828': 'Jharkhand', '829': 'Jharkhand',
};

/**
 * Delivery-office pincodes of well-known cities, as runs `[first, last]` of consecutive numbers
 * inside the city's own sorting district (e.g. Mumbai's 400001 to 400104).
 */
const CITY_RUNS: readonly (readonly [city: string, first: number, last: number])[] = [
  ['New Delhi', 110001, 110097], ['Mumbai', 400001, 400104], ['Bengaluru', 560001, 560110],
  ['Chennai', 600001, 600130], ['Kolkata', 700001, 700160], ['Hyderabad', 500001, 500100],
  ['Pune', 411001, 411062], ['Ahmedabad', 380001, 380061], ['Jaipur', 302001, 302044],
  ['Lucknow', 226001, 226031], ['Kanpur', 208001, 208027], ['Nagpur', 440001, 440037],
  ['Indore', 452001, 452020], ['Bhopal', 462001, 462047], ['Patna', 800001, 800030],
  ['Chandigarh', 160001, 160036], ['Surat', 395001, 395023], ['Vadodara', 390001, 390025],
  ['Thane', 400601, 400615], ['Navi Mumbai', 400701, 400710], ['Gurugram', 122001, 122018],
  ['Noida', 201301, 201310], ['Ghaziabad', 201001, 201017], ['Faridabad', 121001, 121010],
  ['Coimbatore', 641001, 641050], ['Madurai', 625001, 625022], ['Kochi', 682001, 682040],
  ['Thiruvananthapuram', 695001, 695043], ['Visakhapatnam', 530001, 530053], ['Vijayawada', 520001, 520015],
  ['Bhubaneswar', 751001, 751031], ['Guwahati', 781001, 781040], ['Ranchi', 834001, 834012],
  ['Raipur', 492001, 492015], ['Dehradun', 248001, 248015], ['Ludhiana', 141001, 141017],
  ['Amritsar', 143001, 143022], ['Agra', 282001, 282010], ['Varanasi', 221001, 221011],
  ['Nashik', 422001, 422013], ['Mysuru', 570001, 570030], ['Mangaluru', 575001, 575030],
  ['Rajkot', 360001, 360007], ['Jodhpur', 342001, 342015], ['Panaji', 403001, 403006],
  ['Srinagar', 190001, 190025], ['Jammu', 180001, 180020], ['Shimla', 171001, 171013],
];

export interface PincodeInfo {
  pincode: string;
  /** The city when the pincode is a known city delivery office; else undefined. */
  city: string | undefined;
  state: string | undefined;
}

/** What is known of a six-digit pincode; nothing for one that cannot be an Indian pincode. */
export function lookUpPincode(pincode: string): PincodeInfo | undefined {
  if (!/^[1-9][0-9]{5}$/.test(pincode)) return undefined;
  const number = Number(pincode);
  const city = CITY_RUNS.find(([, first, last]) => number >= first && number <= last)?.[0];
  const state = STATE_BY_THREE_DIGITS[pincode.slice(0, 3)] ?? STATE_BY_TWO_DIGITS[pincode.slice(0, 2)];
  return { pincode, city, state };
}

/** How many pincodes name a city: the bundled list's size. */
export const KNOWN_CITY_PINCODES = CITY_RUNS.reduce((count, [, first, last]) => count + last - first + 1, 0);
