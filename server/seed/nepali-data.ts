import type { Industry } from '../../src/domain/constants';

/**
 * Word lists for realistic Nepali seed data: people's names by community, where people live, and how companies
 * are named. Hand-written; population figures are the 2021 census rounded to thousands.
 */

/** District population (thousands, census 2021). Every one of the 77 districts is listed. */
export const DISTRICT_POPULATION: Readonly<Record<string, number>> = {
  // Koshi
  Bhojpur: 158, Dhankuta: 150, Ilam: 279, Jhapa: 994, Khotang: 175, Morang: 1148, Okhaldhunga: 140,
  Panchthar: 172, Sankhuwasabha: 159, Solukhumbu: 105, Sunsari: 926, Taplejung: 120, Terhathum: 88,
  Udayapur: 323,
  // Madhesh
  Parsa: 654, Bara: 763, Rautahat: 813, Sarlahi: 862, Siraha: 739, Dhanusha: 867, Saptari: 706, Mahottari: 706,
  // Bagmati
  Bhaktapur: 430, Chitwan: 719, Dhading: 325, Dolakha: 172, Kathmandu: 2041, Kavrepalanchok: 364, Lalitpur: 548,
  Makwanpur: 466, Nuwakot: 263, Ramechhap: 170, Rasuwa: 46, Sindhuli: 300, Sindhupalchok: 262,
  // Gandaki
  Baglung: 249, Gorkha: 252, Kaski: 600, Lamjung: 155, Manang: 6, Mustang: 14, Myagdi: 107, Nawalpur: 378,
  Parbat: 130, Syangja: 253, Tanahun: 321,
  // Lumbini
  Kapilvastu: 682, Parasi: 386, Rupandehi: 1121, Arghakhanchi: 177, Gulmi: 247, Palpa: 245, Dang: 674,
  Pyuthan: 232, Rolpa: 234, 'Eastern Rukum': 56, Banke: 603, Bardiya: 459,
  // Karnali
  'Western Rukum': 167, Salyan: 238, Dolpa: 43, Humla: 56, Jumla: 119, Kalikot: 145, Mugu: 64, Surkhet: 417,
  Dailekh: 252, Jajarkot: 189,
  // Sudurpashchim
  Darchula: 134, Bajhang: 189, Bajura: 139, Baitadi: 242, Doti: 204, Achham: 229, Dadeldhura: 142,
  Kanchanpur: 518, Kailali: 912,
};

/** How much more than its population a district weighs as a place of work (cities and trade hubs). */
export const EMPLOYER_HUBS: Readonly<Record<string, number>> = {
  Kathmandu: 6, Lalitpur: 4, Bhaktapur: 2, Kaski: 3, Morang: 2, Sunsari: 2, Rupandehi: 2, Chitwan: 2, Parsa: 1.5,
  Banke: 1.5, Kailali: 1.3, Jhapa: 1.3, Dhanusha: 1.3, Makwanpur: 1.2, Surkhet: 1.2,
};

/** Known neighbourhoods and towns for addresses; other districts use "<headquarters>-<ward>". */
export const LOCALITIES: Readonly<Record<string, readonly string[]>> = {
  Kathmandu: [
    'New Baneshwor, Kathmandu', 'Putalisadak, Kathmandu', 'Thamel, Kathmandu', 'Koteshwor, Kathmandu',
    'Maharajgunj, Kathmandu', 'Baluwatar, Kathmandu', 'Kalanki, Kathmandu', 'Chabahil, Kathmandu',
    'Naxal, Kathmandu', 'Tinkune, Kathmandu', 'Kamaladi, Kathmandu', 'Lazimpat, Kathmandu', 'Budhanilkantha',
    'Tokha', 'Kirtipur',
  ],
  Lalitpur: [
    'Jhamsikhel, Lalitpur', 'Pulchowk, Lalitpur', 'Kupondole, Lalitpur', 'Sanepa, Lalitpur', 'Jawalakhel, Lalitpur',
    'Lagankhel, Lalitpur', 'Satdobato, Lalitpur', 'Imadol, Lalitpur', 'Godawari',
  ],
  Bhaktapur: ['Suryabinayak, Bhaktapur', 'Madhyapur Thimi', 'Kamalbinayak, Bhaktapur', 'Sallaghari, Bhaktapur'],
  Kaski: ['Lakeside, Pokhara', 'Chipledhunga, Pokhara', 'Prithvi Chowk, Pokhara', 'New Road, Pokhara', 'Mahendrapul, Pokhara'],
  Morang: ['Main Road, Biratnagar', 'Traffic Chowk, Biratnagar', 'Bargachhi, Biratnagar', 'Urlabari', 'Belbari'],
  Sunsari: ['Dharan', 'Itahari', 'Inaruwa'],
  Jhapa: ['Birtamod', 'Damak', 'Bhadrapur', 'Mechinagar', 'Arjundhara'],
  Rupandehi: ['Butwal', 'Siddharthanagar', 'Tilottama', 'Sainamaina'],
  Chitwan: ['Bharatpur', 'Narayangadh', 'Ratnanagar', 'Khairahani'],
  Parsa: ['Adarsh Nagar, Birgunj', 'Ghantaghar, Birgunj', 'Pokhariya'],
  Dhanusha: ['Janakpur', 'Mithila Bihari'],
  Banke: ['Nepalganj', 'Kohalpur'],
  Kailali: ['Dhangadhi', 'Tikapur', 'Lamki'],
  Surkhet: ['Birendranagar'],
  Makwanpur: ['Hetauda'],
  Dang: ['Ghorahi', 'Tulsipur', 'Lamahi'],
  Kanchanpur: ['Mahendranagar', 'Belauri'],
  Bara: ['Kalaiya', 'Simara', 'Jitpur Simara'],
  Saptari: ['Rajbiraj'],
  Siraha: ['Lahan', 'Golbazar'],
  Nawalpur: ['Kawasoti', 'Gaindakot'],
  Tanahun: ['Damauli', 'Bhimad'],
  Palpa: ['Tansen'],
  Syangja: ['Waling', 'Putalibazar'],
};

export type Community = 'hill' | 'newar' | 'janajati' | 'himalayan' | 'madhesi' | 'tharu' | 'dalit' | 'muslim';

/** Family names by community. */
export const SURNAMES: Readonly<Record<Community, readonly string[]>> = {
  hill: [
    'Sharma', 'Adhikari', 'Bhattarai', 'Karki', 'Thapa', 'Khadka', 'Poudel', 'Koirala', 'Acharya', 'Bhandari',
    'Basnet', 'KC', 'Dahal', 'Ghimire', 'Pandey', 'Bista', 'Rawal', 'Subedi', 'Neupane', 'Regmi', 'Aryal',
    'Khanal', 'Pokharel', 'Gautam', 'Timilsina', 'Lamichhane', 'Baral', 'Devkota', 'Upreti', 'Chhetri', 'Shahi',
    'Bohara', 'Bhatta', 'Ojha', 'Oli', 'Dhakal', 'Kafle', 'Rijal', 'Paudyal', 'Sapkota',
  ],
  newar: [
    'Shrestha', 'Maharjan', 'Pradhan', 'Tuladhar', 'Bajracharya', 'Shakya', 'Manandhar', 'Dangol', 'Amatya',
    'Rajbhandari', 'Joshi', 'Karmacharya', 'Prajapati', 'Awale', 'Chitrakar', 'Nakarmi', 'Maskey', 'Khadgi',
  ],
  janajati: ['Gurung', 'Rai', 'Limbu', 'Magar', 'Sunuwar', 'Pun', 'Ale', 'Thami', 'Subba', 'Yakha', 'Chepang', 'Thapa Magar'],
  himalayan: ['Sherpa', 'Tamang', 'Lama', 'Ghale', 'Bhote', 'Thakali'],
  madhesi: [
    'Yadav', 'Sah', 'Mandal', 'Jha', 'Mishra', 'Singh', 'Thakur', 'Gupta', 'Chaudhary', 'Mahato', 'Kushwaha',
    'Rajbanshi', 'Karna', 'Das', 'Paswan', 'Sahani', 'Jaiswal', 'Agrawal', 'Shah', 'Kamat',
  ],
  tharu: ['Chaudhary', 'Tharu', 'Rana', 'Dangaura', 'Kathariya', 'Mahato'],
  dalit: ['BK', 'Bishwakarma', 'Nepali', 'Pariyar', 'Sunar', 'Sarki', 'Mijar', 'Damai'],
  muslim: ['Ansari', 'Miya', 'Khan', 'Siddiqui', 'Alam'],
};

const HILL_MEN = [
  'Ram', 'Hari', 'Krishna', 'Bikash', 'Suman', 'Sandeep', 'Prakash', 'Rajesh', 'Sanjay', 'Anil', 'Ramesh', 'Suresh',
  'Dinesh', 'Roshan', 'Sujan', 'Prabin', 'Nabin', 'Kiran', 'Bishal', 'Aashish', 'Saroj', 'Santosh', 'Dipak', 'Binod',
  'Rabin', 'Sagar', 'Nirajan', 'Pradeep', 'Bibek', 'Sushant', 'Aayush', 'Kushal', 'Anish', 'Rohan', 'Niraj', 'Milan',
  'Bijay', 'Umesh', 'Ganesh', 'Shyam', 'Gopal', 'Arjun', 'Bimal', 'Kamal', 'Yogesh', 'Pawan', 'Subash', 'Rupesh',
];
const HILL_WOMEN = [
  'Sita', 'Gita', 'Sunita', 'Anita', 'Sarita', 'Kabita', 'Puja', 'Srijana', 'Sabina', 'Asmita', 'Manisha',
  'Pratikshya', 'Sushma', 'Rojina', 'Bimala', 'Kamala', 'Laxmi', 'Radha', 'Sarala', 'Nirmala', 'Rachana', 'Shristi',
  'Anjali', 'Aakriti', 'Prerana', 'Samjhana', 'Dipa', 'Rita', 'Nisha', 'Sapana', 'Sangita', 'Bina', 'Renu', 'Menuka',
  'Alisha', 'Aastha', 'Barsha', 'Smriti', 'Sneha', 'Kritika',
];

/** First names as [men, women] by community. */
export const FIRST_NAMES: Readonly<Record<Community, readonly [readonly string[], readonly string[]]>> = {
  hill: [HILL_MEN, HILL_WOMEN],
  newar: [[...HILL_MEN, 'Rajendra', 'Sabin', 'Sarjan', 'Ujjwal', 'Rajan'], [...HILL_WOMEN, 'Rajani', 'Sujata', 'Rubina', 'Sanu']],
  janajati: [[...HILL_MEN, 'Dil', 'Man', 'Bhim', 'Chandra', 'Tej'], [...HILL_WOMEN, 'Mina', 'Dil Maya', 'Sumitra', 'Junu']],
  himalayan: [
    ['Pasang', 'Lhakpa', 'Dawa', 'Nima', 'Pemba', 'Mingma', 'Tenzing', 'Phurba', 'Dorje', 'Sonam', 'Karma', 'Chhiring', 'Ang'],
    ['Pasang', 'Lhakpa', 'Dawa', 'Nima', 'Lhamu', 'Dolma', 'Yangzi', 'Pema', 'Diki', 'Chhiring', 'Sonam', 'Phurbu'],
  ],
  madhesi: [
    ['Rajesh', 'Sunil', 'Ravi', 'Amit', 'Manoj', 'Ranjit', 'Pankaj', 'Sanjay', 'Ajay', 'Vikash', 'Rakesh', 'Dilip',
      'Mukesh', 'Birendra', 'Upendra', 'Sachin', 'Rahul', 'Rohit', 'Ram Babu', 'Shiv'],
    ['Pooja', 'Priyanka', 'Rinku', 'Kiran', 'Anjali', 'Sunita', 'Nisha', 'Khushbu', 'Rekha', 'Neha', 'Sarita', 'Soni',
      'Kajal', 'Madhu', 'Rani', 'Sima'],
  ],
  tharu: [
    ['Ram', 'Shyam', 'Lalit', 'Raj Kumar', 'Santosh', 'Dinesh', 'Bishnu', 'Krishna', 'Suresh', 'Ashok'],
    ['Sushila', 'Phulmati', 'Chameli', 'Sarita', 'Gita', 'Sunita', 'Rita', 'Parbati', 'Laxmi', 'Sapana'],
  ],
  dalit: [HILL_MEN, HILL_WOMEN],
  muslim: [
    ['Mohammad', 'Abdul', 'Imran', 'Salim', 'Rafiq', 'Aftab', 'Irfan', 'Sahil', 'Jamil', 'Nasir'],
    ['Salma', 'Rubina', 'Nasrin', 'Shabnam', 'Farzana', 'Jasmin', 'Nazia', 'Reshma'],
  ],
};

/** The share of each community among people living in each province (rounded, for realism only). */
export const COMMUNITIES_BY_PROVINCE: Readonly<Record<string, Readonly<Record<Community, number>>>> = {
  Koshi: { hill: 30, newar: 4, janajati: 30, himalayan: 6, madhesi: 14, tharu: 3, dalit: 10, muslim: 3 },
  Madhesh: { hill: 7, newar: 1, janajati: 1, himalayan: 1, madhesi: 66, tharu: 6, dalit: 6, muslim: 12 },
  Bagmati: { hill: 38, newar: 22, janajati: 7, himalayan: 20, madhesi: 4, tharu: 2, dalit: 6, muslim: 1 },
  Gandaki: { hill: 38, newar: 5, janajati: 34, himalayan: 4, madhesi: 2, tharu: 2, dalit: 14, muslim: 1 },
  Lumbini: { hill: 33, newar: 3, janajati: 19, himalayan: 1, madhesi: 15, tharu: 15, dalit: 9, muslim: 5 },
  Karnali: { hill: 68, newar: 1, janajati: 6, himalayan: 2, madhesi: 1, tharu: 1, dalit: 21, muslim: 0 },
  Sudurpashchim: { hill: 62, newar: 1, janajati: 2, himalayan: 0, madhesi: 1, tharu: 20, dalit: 14, muslim: 0 },
};

/** Words before a company's trade: famous names, or the town the company is in. */
export const COMPANY_PREFIXES = [
  'Himalayan', 'Everest', 'Sagarmatha', 'Annapurna', 'Gorkha', 'Machhapuchhre', 'Kanchenjunga', 'Lumbini', 'Nepal',
  'Shree', 'Siddhartha', 'Pashupati', 'Mahalaxmi', 'Sunrise', 'Laligurans', 'Yeti', 'Namaste', 'Makalu',
  'Dhaulagiri', 'Kailash', 'Janaki', 'Bagmati', 'Koshi', 'Gandaki', 'Karnali', 'Global', 'United', 'New Horizon',
  'Green Valley', 'Crystal', 'Summit', 'Peak', 'Om', 'Shikhar', 'Hamro', 'Mero', 'Sahara', 'Unique', 'Prime', 'Royal',
] as const;

export interface IndustryNaming {
  /** What companies of the industry are called after their first word; each is a trade in professions.ts' TRADES. */
  trades: readonly string[];
  /** Legal endings, picked at random ('' = none). */
  suffixes: readonly string[];
  /** Named after its town only (public bodies). */
  townOnly?: boolean;
  /** Share of companies in this industry. */
  weight: number;
}

export const COMPANY_NAMING: Readonly<Record<Industry, IndustryNaming>> = {
  Technology: {
    trades: ['Tech Solutions', 'Infotech', 'Software', 'IT Solutions', 'Digital', 'Technologies', 'Innovations', 'Web Solutions', 'Systems', 'Labs'],
    suffixes: ['Pvt. Ltd.'], weight: 14,
  },
  Education: {
    trades: ['Academy', 'Secondary School', 'English Boarding School', 'College', 'Institute of Technology', 'Education Foundation', 'Vidya Mandir', 'Montessori'],
    suffixes: ['', '', 'Pvt. Ltd.'], weight: 12,
  },
  Healthcare: {
    trades: ['Hospital', 'Polyclinic', 'Diagnostic Centre', 'Pharma', 'Medical Hall', 'Eye Hospital', 'Dental Clinic', 'Nursing Home'],
    suffixes: ['Pvt. Ltd.', ''], weight: 8,
  },
  Finance: {
    trades: ['Finance', 'Capital', 'Laghubitta Bittiya Sanstha', 'Saving and Credit Cooperative', 'Insurance', 'Securities', 'Investment', 'Life Insurance', 'Remit'],
    suffixes: ['Ltd.', ''], weight: 10,
  },
  Retail: {
    trades: ['Traders', 'Departmental Store', 'Suppliers', 'Mart', 'Enterprises', 'Electronics', 'Trade Concern', 'Bhandar'],
    suffixes: ['Pvt. Ltd.', ''], weight: 10,
  },
  Manufacturing: {
    trades: ['Industries', 'Udyog', 'Food Products', 'Cement', 'Textiles', 'Agro Traders', 'Plastics', 'Steels', 'Dairy', 'Beverages'],
    suffixes: ['Pvt. Ltd.', 'Ltd.'], weight: 8,
  },
  Construction: {
    trades: ['Builders', 'Construction', 'Engineering Consultancy', 'Hydropower', 'Nirman Sewa', 'Developers', 'Infrastructure'],
    suffixes: ['Pvt. Ltd.', 'Ltd.'], weight: 8,
  },
  Transportation: {
    trades: ['Logistics', 'Transport', 'Cargo', 'Yatayat', 'Movers', 'Courier'],
    suffixes: ['Pvt. Ltd.', ''], weight: 5,
  },
  Hospitality: {
    trades: ['Hospitality', 'Hotel & Resort', 'Treks & Expedition', 'Restaurant & Bar', 'Guest House', 'Travels & Tours', 'Resort'],
    suffixes: ['Pvt. Ltd.', ''], weight: 10,
  },
  Media: {
    trades: ['Media', 'Publications', 'Films', 'FM', 'Advertising', 'Television', 'Online News', 'Creations'],
    suffixes: ['Pvt. Ltd.', ''], weight: 4,
  },
  'Non-Profit': {
    trades: ['Foundation', 'Sewa Samaj', 'Development Society', 'Women Empowerment Centre', 'Youth Network', 'Rural Development Centre', 'Community Health Trust'],
    suffixes: [''], weight: 6,
  },
  Government: {
    trades: ['Municipality', 'Water Supply Management Board', 'Health Office', 'Electricity Distribution Centre', 'Technical School', 'Agriculture Knowledge Centre'],
    suffixes: [''], townOnly: true, weight: 2,
  },
  Other: {
    trades: ['Services', 'Group', 'Security Services', 'Consultancy', 'Event Management', 'Facility Management'],
    suffixes: ['Pvt. Ltd.'], weight: 3,
  },
};

/** What employers in Nepal commonly offer, for job descriptions. */
export const BENEFITS = [
  'Dashain allowance', 'provident fund and gratuity', 'health and accident insurance', 'lunch at the office',
  'paid leave as per the Labour Act 2074', 'training and growth', 'a five-day week', 'transport allowance',
  'performance bonus', 'mobile and internet allowance',
] as const;

/** Reasons employers give when turning an application down. */
export const REJECTION_REASONS = [
  'Not enough experience for this role', 'Skills do not match the requirements', 'Position has been filled',
  'Lives too far from the workplace', 'Salary expectation is above our budget', 'Did not attend the interview',
  'Another candidate was a better fit', 'Required licence or certificate missing',
] as const;
