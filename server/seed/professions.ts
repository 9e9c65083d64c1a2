import type { Industry } from '../../src/domain/constants';
import type { EducationLevel, JobLevel } from '../../src/domain/job-fields';

/**
 * The kinds of work the seed data hires for, by job category: a job posting and a job seeker's profile both start
 * from one of these, so that their skills overlap the way real ones do. Every skill is a name from
 * `server/data/skills.ts`; the first skill is the one the profession is known by.
 */
export interface Profession {
  title: string;
  /** Skills nearly everyone in this work lists. */
  skills: readonly string[];
  /** Skills some of them add. */
  extras: readonly string[];
  education: EducationLevel;
  /** Pay against the market's band for the level (1 = average). */
  pay: number;
  /** The highest level this work is hired at. */
  top?: JobLevel;
  /** What the work is, to follow "you will" in a job description. */
  duty: string;
}

/** What each profession does, by title (job descriptions say it). */
const DUTIES: Readonly<Record<string, string>> = {
  // Technology
  'Frontend Developer': 'build and maintain the web screens our customers use every day, from design hand-off to release',
  'Backend Developer (Node.js)': 'design and run the APIs and databases behind our web and mobile apps',
  'Python Developer': 'build Django services and the reports our clients depend on',
  'Laravel Developer': 'develop and maintain Laravel web applications and admin panels for our clients',
  'Flutter Developer': 'build our Android and iOS apps in Flutter and publish them to the stores',
  'Java Developer': 'develop Spring Boot services for banking and enterprise clients',
  '.NET Developer': 'maintain and extend our ASP.NET Core applications and their SQL databases',
  'QA Engineer': 'test every release by hand and with automated suites before it reaches customers',
  'DevOps Engineer': 'run our servers, containers and deployment pipelines and keep them secure',
  'UI/UX Designer': 'turn requirements into wireframes and polished Figma designs, and test them with users',
  'IT Support Officer': 'look after staff computers, printers, the office network and CCTV',
  'Network Engineer': 'set up and monitor routers, switches and links at client sites',
  'Data Analyst': 'turn our sales and operations data into reports and dashboards for management',
  'Digital Marketing Executive': 'plan and run social media and search campaigns and report on their results',
  // Education
  'Mathematics Teacher': 'teach mathematics to secondary classes and prepare students for the SEE',
  'English Teacher': 'teach English language and literature and run the school\'s reading programme',
  'Science Teacher': 'teach science with practical lab sessions for grades 6 to 10',
  'Nepali Teacher': 'teach Nepali language and literature to secondary classes',
  'Computer Teacher': 'teach computer science and run the school\'s computer lab',
  'Montessori Teacher': 'look after and teach our Montessori and kindergarten children',
  '+2 Science Lecturer': 'teach physics, chemistry or biology to +2 science students',
  'Academic Counsellor': 'guide students and parents through admissions, courses and IELTS preparation',
  // Healthcare
  'Staff Nurse': 'care for patients on the wards in rotating shifts with our doctors',
  'Auxiliary Nurse Midwife': 'support mothers and newborns and run immunisation and outreach sessions',
  'Laboratory Technician': 'collect samples and run haematology, biochemistry and microbiology tests',
  'Pharmacist': 'dispense medicines, counsel patients and keep the pharmacy\'s stock in order',
  'Radiographer': 'take X-ray and ultrasound images safely and keep the imaging records',
  'Physiotherapist': 'assess patients and run their physiotherapy and rehabilitation sessions',
  'Health Assistant': 'examine and treat outpatients and run community health programmes',
  'Medical Recorder': 'keep patient records complete and report to the health management information system',
  'Medical Representative': 'visit doctors, hospitals and pharmacies in your area to promote our medicines',
  // Finance
  'Accountant': 'keep the books in Tally, file VAT and TDS on time and prepare the monthly accounts',
  'Junior Accountant': 'record daily transactions, reconcile bank statements and follow up receivables',
  'Credit Officer': 'appraise loan applications, visit borrowers and monitor the loan portfolio',
  'Customer Service Officer': 'serve customers at the branch counter, open accounts and complete KYC',
  'Relationship Manager': 'grow and look after a portfolio of business clients',
  'Audit Associate': 'carry out statutory and internal audits at client offices',
  'Tax Consultant': 'prepare and file income tax, VAT and TDS returns for our clients',
  'Microfinance Field Officer': 'run group meetings with members, collect instalments and assess new loans',
  'Insurance Underwriter': 'assess proposals and decide the cover and premium for each policy',
  'Cooperative Manager': 'run the cooperative\'s daily operations, savings and loans',
  'Remittance Officer': 'pay out and send remittances at the counter and keep every transfer compliant',
  'Equity Research Analyst': 'analyse listed companies on NEPSE and write research for our clients',
  'Insurance Sales Officer': 'find new policyholders and look after existing ones in your area',
  'Cost Accountant': 'work out product costs, track budgets and prepare the monthly cost reports',
  // Retail
  'Sales Executive': 'visit dealers and customers in your territory and meet the monthly sales target',
  'Store Manager': 'run the store day to day: staff, stock, displays and sales',
  'Cashier': 'handle the till, card and QR payments and close the cash each day',
  'Merchandiser': 'keep shelves and displays full and attractive and track what sells',
  'Showroom Sales Representative': 'welcome customers in the showroom and help them choose',
  'Store Keeper': 'receive, issue and record goods and keep the store in order',
  'Distribution Officer': 'manage our distributors and keep stock moving to the market',
  // Manufacturing
  'Production Supervisor': 'plan the daily production, lead the shift and meet output and quality targets',
  'Quality Control Officer': 'inspect materials and finished goods and keep the quality records',
  'Machine Operator': 'run and look after the production machines on your shift',
  'Maintenance Technician': 'keep the factory\'s machines and electrical systems running',
  'Garment Supervisor': 'lead a sewing line and keep output and quality on target',
  'Food Technologist': 'control food safety and quality from raw material to packed product',
  'Inventory Officer': 'keep raw material and finished goods stock accurate in the system',
  'Sewing Machine Operator': 'stitch garments on single-needle, overlock and flatlock machines',
  'Garment Merchandiser': 'follow buyer orders from sampling and costing to shipment',
  'Safety Officer': 'run safety inspections, training and fire drills and report incidents',
  // Construction
  'Civil Engineer': 'design, estimate and supervise building and road works',
  'Site Supervisor': 'supervise the day-to-day work on site and the labour teams',
  'Quantity Surveyor': 'prepare estimates, bills of quantities and running bills',
  'Hydropower Engineer': 'supervise the headworks, tunnel and powerhouse works of our projects',
  'Electrician': 'install and repair wiring, panels and solar systems',
  'AutoCAD Draftsperson': 'prepare architectural and structural drawings in AutoCAD and Revit',
  'Surveyor': 'survey sites and alignments with the total station and prepare the drawings',
  'Plumber': 'install and repair water supply and sanitary lines',
  'Heavy Equipment Operator': 'operate excavators, loaders and dozers on our sites',
  // Transportation
  'Truck Driver': 'drive our trucks safely on long-distance routes and look after the cargo',
  'Delivery Rider': 'deliver parcels across the city on time and collect cash on delivery',
  'Logistics Coordinator': 'plan shipments, book transport and keep customers informed',
  'Customs Clearing Agent': 'prepare import and export documents and clear goods at customs',
  'Fleet Manager': 'manage our vehicles, drivers, routes and maintenance',
  'Warehouse Supervisor': 'run the warehouse: receiving, storage, picking and dispatch',
  'Office Driver': 'drive staff and guests safely and keep the vehicle clean and serviced',
  // Hospitality
  'Front Office Executive': 'welcome guests, handle check-in and check-out and manage reservations',
  'Commis Chef': 'prepare Nepali, Indian and continental dishes under the sous chef',
  'Waiter / Waitress': 'serve our guests in the restaurant with warmth and care',
  'Barista': 'make our coffees and serve customers at the counter',
  'Housekeeping Supervisor': 'lead the housekeeping team and check every room before guests arrive',
  'Trekking Guide': 'lead our guests safely on treks in the Annapurna, Everest and Langtang regions',
  'Tour Officer': 'plan tours, book tickets and hotels and look after our clients',
  'Bartender': 'run the bar and mix drinks for our guests',
  'Pastry Chef': 'bake our breads, cakes and desserts every day',
  'Rafting Guide': 'lead rafting trips on the Trishuli, Seti and Bhote Koshi rivers',
  // Media
  'Content Writer': 'write articles, web pages and social media posts for our clients',
  'Video Editor': 'edit videos, reels and programmes from raw footage to final cut',
  'Reporter': 'find, report and write news stories from your beat',
  'Graphic Designer': 'design print and social media artwork for our campaigns',
  'Social Media Executive': 'run our social media pages, posts and paid campaigns',
  'Public Relations Officer': 'handle media relations, press releases and events',
  'Translator': 'translate documents between Nepali and English accurately and on time',
  // Non-Profit
  'Program Officer': 'plan and run project activities and report to our donors',
  'M&E Officer': 'design the monitoring system, collect data and write progress reports',
  'Community Mobilizer': 'work with community groups in the project villages',
  'Field Coordinator': 'coordinate project activities and staff across the field area',
  'GESI Officer': 'make sure women and excluded groups take part in and benefit from our programmes',
  'Finance and Admin Officer': 'keep the project accounts, procurement and donor financial reports',
  'Livelihood Officer': 'help farmers and entrepreneurs start and grow their livelihoods',
  'DRR Officer': 'prepare communities for floods, landslides and earthquakes',
  // Government
  'Data Entry Operator': 'enter and update records in Nepali and English accurately',
  'Office Assistant': 'support the office with filing, dispatch and daily errands',
  'Sub-Engineer': 'estimate and supervise local roads, buildings and water schemes',
  'Public Health Officer': 'plan and monitor the public health programmes of the area',
  'Junior Technical Assistant (Agriculture)': 'advise farmers on crops, seeds and farm practices',
  'Veterinary Technician': 'treat livestock and run vaccination camps',
  'Legal Officer': 'draft and review contracts and advise on legal matters',
  // Other
  'Security Guard': 'guard the premises in shifts and keep the visitor log',
  'Receptionist': 'welcome visitors, answer calls and manage the front desk',
  'HR Officer': 'handle recruitment, attendance, payroll inputs and staff records',
  'Admin Officer': 'run the office: procurement, supplies, vendors and records',
  'Call Centre Agent': 'answer customer calls and chats and resolve their issues',
  'Facility Manager': 'look after the building, its services and the support staff',
  'Company Secretary': 'handle company registration, board minutes and filings with the OCR',
  'Event Coordinator': 'plan and run events from booking to the last guest leaving',
  'Telemarketing Executive': 'call prospective customers and book appointments for the sales team',
};

const p = (
  title: string, skills: string[], extras: string[], education: EducationLevel, pay = 1, top?: JobLevel,
): Profession => {
  const duty = DUTIES[title];
  if (!duty) throw new Error(`No duty for the profession ${title}`);
  return { title, skills, extras, education, pay, ...(top ? { top } : {}), duty };
};

export const PROFESSIONS: Readonly<Record<Industry, readonly Profession[]>> = {
  Technology: [
    p('Frontend Developer', ['React', 'JavaScript', 'TypeScript', 'HTML & CSS', 'Git'], ['Next.js', 'REST API Design', 'Figma', 'Vue.js'], 'Bachelor', 1.4),
    p('Backend Developer (Node.js)', ['Node.js', 'Express.js', 'PostgreSQL', 'REST API Design', 'Git'], ['TypeScript', 'Docker', 'NestJS', 'MongoDB', 'AWS'], 'Bachelor', 1.4),
    p('Python Developer', ['Python', 'Django', 'PostgreSQL', 'REST API Design', 'Git'], ['FastAPI', 'Flask', 'Docker', 'Linux Administration'], 'Bachelor', 1.4),
    p('Laravel Developer', ['PHP', 'Laravel', 'MySQL', 'HTML & CSS', 'Git'], ['JavaScript', 'Vue.js', 'WordPress', 'REST API Design'], 'Bachelor', 1.2),
    p('Flutter Developer', ['Flutter', 'Dart', 'REST API Design', 'Git'], ['Android Development', 'iOS Development', 'Kotlin'], 'Bachelor', 1.3),
    p('Java Developer', ['Java', 'Spring Boot', 'MySQL', 'REST API Design', 'Git'], ['Docker', 'Kubernetes', 'Microsoft Azure'], 'Bachelor', 1.4),
    p('.NET Developer', ['C#', '.NET', 'ASP.NET Core', 'SQL', 'Git'], ['Microsoft Azure', 'REST API Design', 'JavaScript'], 'Bachelor', 1.3),
    p('QA Engineer', ['Manual Testing', 'Test Automation', 'Selenium', 'API Testing'], ['Playwright', 'SQL', 'Git'], 'Bachelor', 1.1),
    p('DevOps Engineer', ['Linux Administration', 'Docker', 'Kubernetes', 'AWS', 'CI/CD'], ['Nginx', 'Google Cloud Platform', 'Microsoft Azure', 'Git'], 'Bachelor', 1.6),
    p('UI/UX Designer', ['UI/UX Design', 'Figma', 'Adobe Illustrator', 'Graphic Design'], ['Adobe Photoshop', 'HTML & CSS', 'Canva'], 'Bachelor', 1.2),
    p('IT Support Officer', ['IT Helpdesk', 'Hardware Troubleshooting', 'Network Administration', 'Windows Server'], ['MikroTik', 'CCTV Installation', 'Microsoft Office'], '+2', 0.8),
    p('Network Engineer', ['Network Administration', 'Cisco Networking (CCNA)', 'MikroTik', 'Linux Administration'], ['Cybersecurity', 'Windows Server'], 'Bachelor', 1.1),
    p('Data Analyst', ['SQL', 'Data Analysis', 'Microsoft Excel (Advanced)', 'Power BI'], ['Python', 'Pandas', 'Tableau'], 'Bachelor', 1.2),
    p('Digital Marketing Executive', ['Social Media Marketing', 'Search Engine Optimization (SEO)', 'Facebook & Instagram Ads', 'Content Writing'], ['Google Ads', 'Google Analytics', 'Canva', 'Email Marketing'], 'Bachelor', 0.9),
  ],
  Education: [
    p('Mathematics Teacher', ['Teaching Mathematics', 'Classroom Management', 'Curriculum Development'], ['Microsoft Office', 'Communication'], 'Bachelor', 0.75),
    p('English Teacher', ['Teaching English', 'Classroom Management', 'Communication'], ['IELTS Preparation', 'Curriculum Development'], 'Bachelor', 0.75),
    p('Science Teacher', ['Teaching Science', 'Classroom Management'], ['Teaching Mathematics', 'Curriculum Development'], 'Bachelor', 0.75),
    p('Nepali Teacher', ['Teaching Nepali', 'Classroom Management'], ['Nepali Typing (Preeti & Unicode)', 'Curriculum Development'], 'Bachelor', 0.7),
    p('Computer Teacher', ['Teaching Computer Science', 'Microsoft Office', 'Classroom Management'], ['HTML & CSS', 'Python'], 'Bachelor', 0.8),
    p('Montessori Teacher', ['Montessori Teaching', 'Early Childhood Education', 'Classroom Management'], ['Teaching English'], '+2', 0.65, 'Mid'),
    p('+2 Science Lecturer', ['+2 Level Teaching', 'Teaching Science', 'Curriculum Development'], ['Teaching Mathematics'], 'Master', 0.9),
    p('Academic Counsellor', ['Academic Counselling', 'IELTS Preparation', 'Communication'], ['Customer Support', 'Telemarketing'], 'Bachelor', 0.85),
  ],
  Healthcare: [
    p('Staff Nurse', ['Staff Nurse (NNC Licensed)', 'Nursing', 'Patient Care'], ['First Aid', 'Medical Records'], '+2', 0.9),
    p('Auxiliary Nurse Midwife', ['Auxiliary Nurse Midwife (ANM)', 'Patient Care', 'Public Health'], ['First Aid'], 'SEE/SLC', 0.75, 'Mid'),
    p('Laboratory Technician', ['Laboratory Technician', 'Patient Care', 'Medical Records'], ['Microsoft Office'], '+2', 0.85),
    p('Pharmacist', ['Pharmacy', 'Inventory Management', 'Patient Care'], ['Medical Records'], 'Bachelor', 0.95),
    p('Radiographer', ['Radiography', 'Patient Care'], ['Medical Records'], '+2', 0.9),
    p('Physiotherapist', ['Physiotherapy', 'Patient Care'], ['Communication'], 'Bachelor', 1),
    p('Health Assistant', ['Health Assistant (HA)', 'Public Health', 'Patient Care'], ['First Aid', 'Report Writing'], '+2', 0.85),
    p('Medical Recorder', ['Medical Records', 'Data Entry', 'Microsoft Office'], ['Nepali Typing (Preeti & Unicode)'], '+2', 0.7, 'Mid'),
    p('Medical Representative', ['Field Sales', 'Pharmacy', 'Negotiation'], ['Motorcycle Driving (Licence Category A)', 'CRM Software'], 'Bachelor', 0.9),
  ],
  Finance: [
    p('Accountant', ['Bookkeeping', 'Tally ERP', 'VAT Filing', 'TDS Filing', 'Financial Reporting'], ['Payroll', 'Microsoft Excel (Advanced)', 'NFRS Reporting'], 'Bachelor', 1),
    p('Junior Accountant', ['Bookkeeping', 'Tally ERP', 'Accounts Payable & Receivable'], ['VAT Filing', 'Microsoft Office'], '+2', 0.8, 'Mid'),
    p('Credit Officer', ['Credit Analysis', 'Loan Processing', 'Financial Analysis', 'KYC & AML Compliance'], ['Microsoft Excel (Advanced)'], 'Bachelor', 1.15),
    p('Customer Service Officer', ['Teller Operations', 'KYC & AML Compliance', 'Customer Support', 'Branch Operations'], ['Remittance Operations'], 'Bachelor', 1),
    p('Relationship Manager', ['Key Account Management', 'Credit Analysis', 'Business Development', 'Negotiation'], ['Financial Analysis'], 'Master', 1.3),
    p('Audit Associate', ['Statutory Audit', 'Internal Audit', 'NFRS Reporting', 'Microsoft Excel (Advanced)'], ['Income Tax (IRD Nepal)'], 'Bachelor', 1),
    p('Tax Consultant', ['Income Tax (IRD Nepal)', 'VAT Filing', 'TDS Filing'], ['Financial Reporting'], 'Bachelor', 1.1),
    p('Microfinance Field Officer', ['Microfinance', 'Loan Processing', 'Community Mobilization'], ['Motorcycle Driving (Licence Category A)'], '+2', 0.8, 'Mid'),
    p('Insurance Underwriter', ['Insurance Underwriting', 'Financial Analysis', 'Microsoft Excel (Advanced)'], ['Negotiation'], 'Bachelor', 1.1),
    p('Cooperative Manager', ['Cooperative Management', 'Bookkeeping', 'Loan Processing'], ['Team Leadership'], 'Bachelor', 0.9),
    p('Remittance Officer', ['Remittance Operations', 'KYC & AML Compliance', 'Customer Support'], ['Hindi'], '+2', 0.75, 'Mid'),
    p('Equity Research Analyst', ['Share Market (NEPSE) Analysis', 'Financial Analysis', 'Microsoft Excel (Advanced)'], ['Data Analysis', 'Report Writing'], 'Bachelor', 1.15),
    p('Insurance Sales Officer', ['Field Sales', 'Insurance Underwriting', 'Customer Support'], ['Negotiation', 'Motorcycle Driving (Licence Category A)'], '+2', 0.85, 'Senior'),
    p('Cost Accountant', ['Costing', 'Bookkeeping', 'Tally ERP', 'Financial Reporting'], ['Budgeting', 'Microsoft Excel (Advanced)'], 'Bachelor', 1.05),
  ],
  Retail: [
    p('Sales Executive', ['Field Sales', 'Negotiation', 'Customer Support'], ['CRM Software', 'Motorcycle Driving (Licence Category A)', 'Market Research'], '+2', 0.85),
    p('Store Manager', ['Retail Sales', 'Inventory Management', 'Team Leadership', 'Merchandising'], ['Microsoft Excel (Advanced)'], 'Bachelor', 1.05),
    p('Cashier', ['Retail Sales', 'Customer Support', 'Microsoft Office'], ['Bookkeeping'], '+2', 0.7, 'Mid'),
    p('Merchandiser', ['Merchandising', 'Retail Sales', 'Inventory Management'], ['Market Research'], '+2', 0.8),
    p('Showroom Sales Representative', ['Retail Sales', 'Customer Support', 'Negotiation'], ['Hindi', 'English'], '+2', 0.7, 'Mid'),
    p('Store Keeper', ['Store Keeping', 'Inventory Management', 'Microsoft Office'], ['Tally ERP'], '+2', 0.7, 'Mid'),
    p('Distribution Officer', ['Distribution Management', 'Field Sales', 'Negotiation'], ['Key Account Management'], 'Bachelor', 0.95),
  ],
  Manufacturing: [
    p('Production Supervisor', ['Production Planning', 'Quality Control', 'Team Leadership', 'Lean Manufacturing'], ['Occupational Health & Safety'], 'Bachelor', 1),
    p('Quality Control Officer', ['Quality Control', 'Occupational Health & Safety', 'Microsoft Excel (Advanced)'], ['Lean Manufacturing'], 'Bachelor', 0.95),
    p('Machine Operator', ['Machine Operation', 'Occupational Health & Safety'], ['Maintenance Technician'], 'SEE/SLC', 0.7, 'Mid'),
    p('Maintenance Technician', ['Maintenance Technician', 'Electrical Installation', 'Welding'], ['Machine Operation'], '+2', 0.8, 'Senior'),
    p('Garment Supervisor', ['Garment Production', 'Quality Control', 'Team Leadership'], ['Production Planning'], '+2', 0.8),
    p('Food Technologist', ['Food Processing', 'Quality Control', 'Production Planning'], ['Occupational Health & Safety'], 'Bachelor', 1),
    p('Inventory Officer', ['Store Keeping', 'Inventory Management', 'Tally ERP'], ['Microsoft Excel (Advanced)'], '+2', 0.8),
    p('Sewing Machine Operator', ['Garment Production', 'Machine Operation'], ['Quality Control'], 'SEE/SLC', 0.65, 'Mid'),
    p('Garment Merchandiser', ['Merchandising', 'Garment Production', 'Costing', 'Negotiation'], ['Microsoft Excel (Advanced)', 'English'], 'Bachelor', 1.05),
    p('Safety Officer', ['Occupational Health & Safety', 'Fire Safety', 'First Aid', 'Report Writing'], ['Training & Development'], 'Bachelor', 0.95),
  ],
  Construction: [
    p('Civil Engineer', ['Civil Site Supervision', 'AutoCAD', 'Quantity Estimation', 'Structural Design (ETABS/SAP2000)'], ['Revit', 'Building Code Compliance'], 'Bachelor', 1.1),
    p('Site Supervisor', ['Civil Site Supervision', 'Building Code Compliance', 'Masonry'], ['Quantity Estimation'], '+2', 0.85),
    p('Quantity Surveyor', ['Quantity Estimation', 'AutoCAD', 'Microsoft Excel (Advanced)'], ['Civil Site Supervision'], 'Bachelor', 1),
    p('Hydropower Engineer', ['Hydropower Engineering', 'AutoCAD', 'Civil Site Supervision', 'Project Management'], ['Surveying (Total Station)'], 'Bachelor', 1.3),
    p('Electrician', ['Electrical Installation', 'Solar PV Installation'], ['HVAC'], 'SEE/SLC', 0.7, 'Mid'),
    p('AutoCAD Draftsperson', ['AutoCAD', 'Revit', 'Building Code Compliance'], ['Quantity Estimation'], '+2', 0.8, 'Senior'),
    p('Surveyor', ['Surveying (Total Station)', 'AutoCAD', 'Road Construction'], ['Civil Site Supervision'], '+2', 0.85),
    p('Plumber', ['Plumbing', 'HVAC'], ['Welding'], 'Not required', 0.65, 'Mid'),
    p('Heavy Equipment Operator', ['Heavy Equipment Operation (Excavator, Loader, Dozer)', 'Road Construction'], ['Bus & Truck Driving (Licence Category G)'], 'Not required', 0.8, 'Mid'),
  ],
  Transportation: [
    p('Truck Driver', ['Bus & Truck Driving (Licence Category G)', 'Delivery Operations'], ['Hindi'], 'Not required', 0.75, 'Mid'),
    p('Delivery Rider', ['Motorcycle Driving (Licence Category A)', 'Delivery Operations', 'Customer Support'], ['Nepali'], 'SEE/SLC', 0.65, 'Entry'),
    p('Logistics Coordinator', ['Supply Chain Management', 'Fleet Management', 'Import & Export Documentation'], ['Microsoft Excel (Advanced)'], 'Bachelor', 1),
    p('Customs Clearing Agent', ['Customs Clearance', 'Import & Export Documentation'], ['Hindi', 'Negotiation'], '+2', 0.9),
    p('Fleet Manager', ['Fleet Management', 'Team Leadership', 'Delivery Operations'], ['Microsoft Excel (Advanced)'], 'Bachelor', 1.05),
    p('Warehouse Supervisor', ['Warehouse Management', 'Inventory Management', 'Team Leadership'], ['Store Keeping'], '+2', 0.85),
    p('Office Driver', ['Car & Jeep Driving (Licence Category B)', 'Time Management'], ['Motorcycle Driving (Licence Category A)'], 'SEE/SLC', 0.65, 'Mid'),
  ],
  Hospitality: [
    p('Front Office Executive', ['Front Office Operations', 'Hotel Reservations', 'Communication', 'English'], ['Chinese (Mandarin)', 'Complaint Handling'], '+2', 0.8),
    p('Commis Chef', ['Commis Chef', 'Continental Cuisine', 'Nepali & Indian Cuisine'], ['Bakery & Pastry'], 'SEE/SLC', 0.75),
    p('Waiter / Waitress', ['Food & Beverage Service', 'Communication'], ['English', 'Barista'], 'SEE/SLC', 0.65, 'Mid'),
    p('Barista', ['Barista', 'Food & Beverage Service', 'Customer Support'], ['Bakery & Pastry'], 'SEE/SLC', 0.65, 'Mid'),
    p('Housekeeping Supervisor', ['Housekeeping', 'Team Leadership'], ['Communication'], '+2', 0.75),
    p('Trekking Guide', ['Trekking Guide', 'English', 'First Aid', 'Tour Planning'], ['German', 'Chinese (Mandarin)'], '+2', 0.85),
    p('Tour Officer', ['Tour Planning', 'Travel Ticketing (GDS)', 'Customer Support', 'English'], ['Social Media Marketing'], 'Bachelor', 0.9),
    p('Bartender', ['Bartending', 'Food & Beverage Service'], ['English'], 'SEE/SLC', 0.7, 'Mid'),
    p('Pastry Chef', ['Bakery & Pastry', 'Continental Cuisine'], ['Commis Chef'], '+2', 0.8),
    p('Rafting Guide', ['Rafting Guide', 'First Aid', 'English'], ['Trekking Guide'], 'SEE/SLC', 0.75, 'Senior'),
  ],
  Media: [
    p('Content Writer', ['Content Writing', 'Copywriting', 'Search Engine Optimization (SEO)'], ['Social Media Marketing'], 'Bachelor', 0.85),
    p('Video Editor', ['Video Editing', 'Adobe Premiere Pro', 'Photography'], ['Graphic Design'], '+2', 0.9),
    p('Reporter', ['Journalism', 'Report Writing', 'Nepali Typing (Preeti & Unicode)'], ['Photography', 'Translation (Nepali–English)'], 'Bachelor', 0.8),
    p('Graphic Designer', ['Graphic Design', 'Adobe Photoshop', 'Adobe Illustrator', 'Canva'], ['Video Editing'], '+2', 0.85),
    p('Social Media Executive', ['Social Media Marketing', 'Facebook & Instagram Ads', 'Content Writing', 'Canva'], ['Video Editing'], 'Bachelor', 0.85),
    p('Public Relations Officer', ['Public Relations', 'Event Management', 'Communication'], ['Content Writing'], 'Bachelor', 0.95),
    p('Translator', ['Translation (Nepali–English)', 'Nepali', 'English'], ['Hindi', 'Maithili'], 'Bachelor', 0.8),
  ],
  'Non-Profit': [
    p('Program Officer', ['Project Management', 'Proposal Writing', 'Report Writing', 'Donor Reporting'], ['Monitoring & Evaluation (M&E)'], 'Bachelor', 1.15),
    p('M&E Officer', ['Monitoring & Evaluation (M&E)', 'Data Analysis', 'Report Writing', 'SPSS'], ['Power BI'], 'Master', 1.2),
    p('Community Mobilizer', ['Community Mobilization', 'Nepali', 'Report Writing'], ['Maithili', 'Motorcycle Driving (Licence Category A)'], '+2', 0.75, 'Mid'),
    p('Field Coordinator', ['Community Mobilization', 'Project Management', 'Motorcycle Driving (Licence Category A)'], ['Report Writing'], 'Bachelor', 0.95),
    p('GESI Officer', ['Gender Equality & Social Inclusion (GESI)', 'Advocacy', 'Report Writing'], ['Proposal Writing'], 'Master', 1.1),
    p('Finance and Admin Officer', ['Bookkeeping', 'Donor Reporting', 'Office Administration', 'Procurement'], ['Tally ERP'], 'Bachelor', 1),
    p('Livelihood Officer', ['Livelihood Programmes', 'Agronomy', 'Community Mobilization'], ['Livestock Management'], 'Bachelor', 1),
    p('DRR Officer', ['Disaster Risk Reduction', 'Community Mobilization', 'Report Writing'], ['Project Management'], 'Bachelor', 1.05),
  ],
  Government: [
    p('Data Entry Operator', ['Data Entry', 'Nepali Typing (Preeti & Unicode)', 'Microsoft Office'], ['Microsoft Excel (Advanced)'], '+2', 0.7, 'Mid'),
    p('Office Assistant', ['Office Administration', 'Microsoft Office', 'Nepali Typing (Preeti & Unicode)'], ['Data Entry'], 'SEE/SLC', 0.65, 'Mid'),
    p('Sub-Engineer', ['Civil Site Supervision', 'AutoCAD', 'Quantity Estimation'], ['Surveying (Total Station)'], '+2', 0.85),
    p('Public Health Officer', ['Public Health', 'Report Writing', 'Community Mobilization'], ['Health Assistant (HA)'], 'Bachelor', 0.95),
    p('Junior Technical Assistant (Agriculture)', ['Agronomy', 'Horticulture', 'Community Mobilization'], ['Livestock Management'], '+2', 0.75, 'Mid'),
    p('Veterinary Technician', ['Veterinary Care', 'Livestock Management'], ['Community Mobilization'], '+2', 0.75, 'Mid'),
    p('Legal Officer', ['Legal Drafting', 'Regulatory Compliance', 'Contract Management'], ['Report Writing'], 'Bachelor', 1),
  ],
  Other: [
    p('Security Guard', ['Security Guard', 'First Aid', 'Fire Safety'], ['Hindi'], 'SEE/SLC', 0.65, 'Mid'),
    p('Receptionist', ['Receptionist', 'Customer Support', 'Microsoft Office', 'English'], ['Complaint Handling'], '+2', 0.7, 'Mid'),
    p('HR Officer', ['HR Management', 'Recruitment', 'Labour Act Compliance', 'Payroll'], ['Training & Development'], 'Bachelor', 1),
    p('Admin Officer', ['Office Administration', 'Procurement', 'Microsoft Office'], ['Nepali Typing (Preeti & Unicode)'], 'Bachelor', 0.9),
    p('Call Centre Agent', ['Call Centre Operations', 'Customer Support', 'Complaint Handling', 'Live Chat Support'], ['English', 'Hindi'], '+2', 0.7, 'Mid'),
    p('Facility Manager', ['Facility Management', 'Team Leadership', 'Fire Safety'], ['Procurement'], 'Bachelor', 1),
    p('Company Secretary', ['Company Registration (OCR)', 'Legal Drafting', 'Regulatory Compliance'], ['Contract Management'], 'Bachelor', 1.1),
    p('Event Coordinator', ['Event Management', 'Communication', 'Negotiation'], ['Social Media Marketing'], 'Bachelor', 0.85),
    p('Telemarketing Executive', ['Telemarketing', 'Customer Support', 'Communication'], ['CRM Software'], '+2', 0.7, 'Mid'),
  ],
};

/** Monthly pay bands in NPR by level, before a profession's `pay` factor. */
export const PAY_BANDS: Readonly<Record<JobLevel, readonly [number, number]>> = {
  Entry: [17_500, 32_000],
  Mid: [30_000, 65_000],
  Senior: [60_000, 140_000],
  Executive: [120_000, 300_000],
};

/** Nepal's minimum monthly wage (2023 revision) rounded up: no paid job offers less, internships aside. */
export const MINIMUM_WAGE_NPR = 17_500;
/** Monthly stipend band for internships. */
export const INTERN_STIPEND: readonly [number, number] = [8_000, 20_000];

/** Years of experience asked for at each level. */
export const EXPERIENCE_BY_LEVEL: Readonly<Record<JobLevel, readonly [number, number]>> = {
  Entry: [0, 1],
  Mid: [2, 4],
  Senior: [5, 8],
  Executive: [8, 15],
};

/**
 * A kind of company (the trade in its name, from `COMPANY_NAMING` in nepali-data.ts) and whom it hires: a textile
 * company posts sewing, merchandising, quality and accounts jobs, a hospital nursing and imaging ones. Jobs are drawn
 * from `hires` (profession titles with weights), so every company's jobs fit what it does.
 */
export interface Trade {
  /** What the company does, after its name ("Kathmandu Textiles makes …"). */
  does: string;
  /** Such a company as someone's past employer ("most recently at a garment factory"). */
  workplace: string;
  hires: Readonly<Record<string, number>>;
}

const SOFTWARE_HOUSE = {
  'Frontend Developer': 3, 'Backend Developer (Node.js)': 3, 'Python Developer': 2, 'Laravel Developer': 2, 'Flutter Developer': 2,
  'Java Developer': 1, '.NET Developer': 1, 'QA Engineer': 2, 'DevOps Engineer': 1, 'UI/UX Designer': 1.5, 'Data Analyst': 1,
  'Digital Marketing Executive': 0.5, 'HR Officer': 0.3, 'Accountant': 0.3,
};
const SCHOOL = {
  'Mathematics Teacher': 2, 'English Teacher': 2, 'Science Teacher': 2, 'Nepali Teacher': 1.5, 'Computer Teacher': 1,
  'Montessori Teacher': 1, 'Accountant': 0.4, 'Office Assistant': 0.4, 'Receptionist': 0.3,
};
const HOSPITAL = {
  'Staff Nurse': 4, 'Auxiliary Nurse Midwife': 1, 'Laboratory Technician': 1.5, 'Pharmacist': 1, 'Radiographer': 1,
  'Physiotherapist': 0.5, 'Health Assistant': 1, 'Medical Recorder': 1, 'Receptionist': 0.5, 'Accountant': 0.4, 'Security Guard': 0.3,
};
const FINANCE_COMPANY = {
  'Customer Service Officer': 3, 'Credit Officer': 2, 'Relationship Manager': 1, 'Accountant': 1, 'Audit Associate': 0.5,
  'Data Analyst': 0.3, 'IT Support Officer': 0.4, 'Remittance Officer': 0.4,
};
const INSURER = {
  'Insurance Underwriter': 2, 'Insurance Sales Officer': 3, 'Customer Service Officer': 1, 'Accountant': 0.7, 'Call Centre Agent': 0.7,
};
const TRADING = {
  'Sales Executive': 3, 'Distribution Officer': 2, 'Store Keeper': 1, 'Accountant': 1, 'Junior Accountant': 1, 'Truck Driver': 0.5,
  'Delivery Rider': 0.5,
};
const SUPERMARKET = {
  'Cashier': 3, 'Store Manager': 1, 'Merchandiser': 2, 'Showroom Sales Representative': 1, 'Store Keeper': 1, 'Security Guard': 0.7,
  'Accountant': 0.4, 'Delivery Rider': 0.5,
};
const FACTORY = {
  'Machine Operator': 3, 'Production Supervisor': 2, 'Maintenance Technician': 2, 'Quality Control Officer': 2, 'Electrician': 1,
  'Store Keeper': 1, 'Inventory Officer': 0.5, 'Safety Officer': 0.5, 'Accountant': 0.7, 'Cost Accountant': 0.3, 'Sales Executive': 0.7,
  'HR Officer': 0.3,
};
const FOOD_FACTORY = {
  'Food Technologist': 2, 'Machine Operator': 2, 'Quality Control Officer': 2, 'Production Supervisor': 1, 'Sales Executive': 2,
  'Distribution Officer': 1, 'Store Keeper': 1, 'Accountant': 0.7, 'Truck Driver': 0.7,
};
const BUILDER = {
  'Civil Engineer': 2, 'Site Supervisor': 2, 'Quantity Surveyor': 1, 'AutoCAD Draftsperson': 1, 'Surveyor': 1, 'Electrician': 1,
  'Plumber': 1, 'Heavy Equipment Operator': 1, 'Store Keeper': 0.5, 'Accountant': 0.5, 'Safety Officer': 0.3,
};
const HOTEL = {
  'Front Office Executive': 2, 'Commis Chef': 2, 'Waiter / Waitress': 2, 'Housekeeping Supervisor': 1, 'Barista': 1, 'Bartender': 1,
  'Pastry Chef': 0.7, 'Accountant': 0.4, 'Security Guard': 0.3,
};
const AGENCY = {
  'Graphic Designer': 2, 'Video Editor': 2, 'Content Writer': 2, 'Social Media Executive': 2, 'Public Relations Officer': 1,
  'Sales Executive': 0.7,
};
const NEWSROOM = {
  'Reporter': 3, 'Content Writer': 1, 'Translator': 1, 'Graphic Designer': 1, 'Social Media Executive': 1, 'Video Editor': 0.7,
  'Sales Executive': 0.5,
};
const DEVELOPMENT = {
  'Program Officer': 2, 'M&E Officer': 1, 'Community Mobilizer': 2, 'Field Coordinator': 2, 'GESI Officer': 1,
  'Finance and Admin Officer': 1, 'Livelihood Officer': 1, 'DRR Officer': 1, 'Office Driver': 0.4,
};

const t = (does: string, workplace: string, hires: Record<string, number>): Trade => ({ does, workplace, hires });

export const TRADES: Readonly<Record<string, Trade>> = {
  // Technology
  'Tech Solutions': t('builds web and mobile software for businesses in Nepal and abroad', 'a software company', SOFTWARE_HOUSE),
  'Infotech': t('builds software and runs IT services for banks, schools and businesses', 'an IT company', SOFTWARE_HOUSE),
  'Software': t('builds and sells accounting, school and hospital software', 'a software company', SOFTWARE_HOUSE),
  'IT Solutions': t('sets up and supports networks, servers and software for offices', 'an IT solutions company', {
    'Network Engineer': 3, 'IT Support Officer': 3, 'DevOps Engineer': 1, '.NET Developer': 1, 'Sales Executive': 1, 'Accountant': 0.4,
  }),
  'Digital': t('runs digital marketing, websites and social media for brands', 'a digital agency', {
    'Digital Marketing Executive': 3, 'Social Media Executive': 2, 'Graphic Designer': 2, 'Content Writer': 2, 'Frontend Developer': 1,
    'UI/UX Designer': 1, 'Video Editor': 1,
  }),
  'Technologies': t('builds software products used across South Asia', 'a software company', SOFTWARE_HOUSE),
  'Innovations': t('builds fintech and e-commerce apps', 'a tech start-up', SOFTWARE_HOUSE),
  'Web Solutions': t('designs and builds websites and online shops', 'a web agency', {
    'Frontend Developer': 3, 'Laravel Developer': 3, 'UI/UX Designer': 2, 'QA Engineer': 1, 'Digital Marketing Executive': 1, 'Content Writer': 0.5,
  }),
  'Systems': t('supplies and supports computer systems, networks and CCTV', 'a systems integrator', {
    'Network Engineer': 3, 'IT Support Officer': 3, 'Java Developer': 1, 'Sales Executive': 1, 'Store Keeper': 0.5, 'Accountant': 0.4,
  }),
  'Labs': t('does software development and data work for clients overseas', 'an outsourcing company', SOFTWARE_HOUSE),
  // Education
  'Academy': t('teaches from nursery to grade 10 with English-medium classes', 'a private school', SCHOOL),
  'Secondary School': t('teaches grades 1 to 10 and prepares students for the SEE', 'a secondary school', SCHOOL),
  'English Boarding School': t('is an English-medium school from nursery to grade 10 with hostel facilities', 'a boarding school', SCHOOL),
  'College': t('runs +2 science and management and bachelor programmes', 'a college', {
    '+2 Science Lecturer': 3, 'English Teacher': 1, 'Mathematics Teacher': 1, 'Computer Teacher': 1, 'Academic Counsellor': 1,
    'Accountant': 0.5, 'Admin Officer': 0.5, 'IT Support Officer': 0.4,
  }),
  'Institute of Technology': t('runs diploma and bachelor programmes in engineering and IT', 'a technical institute', {
    '+2 Science Lecturer': 2, 'Computer Teacher': 2, 'Mathematics Teacher': 1, 'Academic Counsellor': 1, 'IT Support Officer': 1,
    'Accountant': 0.5, 'Admin Officer': 0.5,
  }),
  'Education Foundation': t('runs IELTS classes and counsels students who want to study abroad', 'an education consultancy', {
    'Academic Counsellor': 3, 'English Teacher': 2, 'Receptionist': 1, 'Telemarketing Executive': 1, 'Accountant': 0.4,
  }),
  'Vidya Mandir': t('teaches grades 1 to 12 in Nepali and English', 'a school', SCHOOL),
  'Montessori': t('looks after and teaches children from two to six years old', 'a Montessori school', {
    'Montessori Teacher': 5, 'English Teacher': 1, 'Receptionist': 0.5, 'Office Assistant': 0.5,
  }),
  // Healthcare
  'Hospital': t('is a general hospital with emergency, surgery, maternity and outpatient services', 'a hospital', HOSPITAL),
  'Polyclinic': t('runs specialist outpatient clinics with its own lab and pharmacy', 'a polyclinic', {
    'Staff Nurse': 2, 'Health Assistant': 2, 'Laboratory Technician': 1, 'Pharmacist': 1, 'Receptionist': 1, 'Medical Recorder': 0.5,
  }),
  'Diagnostic Centre': t('runs pathology tests, X-ray, ultrasound and CT scans', 'a diagnostic centre', {
    'Laboratory Technician': 3, 'Radiographer': 2, 'Medical Recorder': 1, 'Receptionist': 1, 'Staff Nurse': 0.5,
  }),
  'Pharma': t('makes and distributes medicines across Nepal', 'a pharmaceutical company', {
    'Medical Representative': 3, 'Pharmacist': 2, 'Quality Control Officer': 1, 'Store Keeper': 1, 'Distribution Officer': 0.5,
    'Accountant': 0.5,
  }),
  'Medical Hall': t('is a pharmacy serving patients and clinics in the area', 'a pharmacy', {
    'Pharmacist': 3, 'Cashier': 1, 'Store Keeper': 0.5,
  }),
  'Eye Hospital': t('treats eye conditions and runs cataract surgery camps', 'an eye hospital', {
    'Staff Nurse': 2, 'Health Assistant': 1, 'Pharmacist': 1, 'Medical Recorder': 1, 'Receptionist': 1,
  }),
  'Dental Clinic': t('offers general and cosmetic dental care', 'a dental clinic', {
    'Staff Nurse': 2, 'Receptionist': 2, 'Medical Recorder': 1,
  }),
  'Nursing Home': t('is a hospital for maternity, surgery and long-stay care', 'a nursing home', HOSPITAL),
  // Finance
  'Finance': t('is a finance company licensed by Nepal Rastra Bank, taking deposits and lending to businesses', 'a finance company', FINANCE_COMPANY),
  'Capital': t('manages investments and offers merchant banking services', 'a capital company', {
    'Equity Research Analyst': 2, 'Relationship Manager': 2, 'Customer Service Officer': 1, 'Accountant': 1, 'Audit Associate': 0.5,
  }),
  'Laghubitta Bittiya Sanstha': t('lends to women\'s groups and small businesses in rural areas', 'a microfinance institution', {
    'Microfinance Field Officer': 4, 'Credit Officer': 1, 'Junior Accountant': 1, 'Accountant': 0.5,
  }),
  'Saving and Credit Cooperative': t('takes savings from and lends to its members', 'a cooperative', {
    'Cooperative Manager': 1, 'Junior Accountant': 2, 'Cashier': 1, 'Microfinance Field Officer': 1, 'Credit Officer': 1,
  }),
  'Insurance': t('provides motor, property and health insurance', 'an insurance company', INSURER),
  'Securities': t('is a NEPSE broker serving investors through TMS', 'a stockbroker', {
    'Equity Research Analyst': 2, 'Customer Service Officer': 2, 'Accountant': 1, 'IT Support Officer': 0.5,
  }),
  'Investment': t('invests in hydropower, tourism and manufacturing', 'an investment company', {
    'Equity Research Analyst': 2, 'Relationship Manager': 1, 'Accountant': 1, 'Audit Associate': 1, 'Company Secretary': 0.5,
  }),
  'Life Insurance': t('provides life, endowment and term insurance', 'a life insurance company', INSURER),
  'Remit': t('sends and pays out remittances through agents across Nepal', 'a remittance company', {
    'Remittance Officer': 4, 'Customer Service Officer': 1, 'Accountant': 0.7, 'Call Centre Agent': 0.7,
  }),
  // Retail
  'Traders': t('imports and distributes consumer goods to retailers', 'a trading company', TRADING),
  'Departmental Store': t('runs a departmental store for groceries, clothing and household goods', 'a departmental store', SUPERMARKET),
  'Suppliers': t('supplies office, hotel and hospital goods to institutions', 'a supplier', TRADING),
  'Mart': t('runs neighbourhood supermarkets', 'a supermarket', SUPERMARKET),
  'Enterprises': t('distributes food and household brands to shops in the region', 'a distributor', TRADING),
  'Electronics': t('sells mobile phones, TVs and home appliances with service and EMI', 'an electronics showroom', {
    'Showroom Sales Representative': 3, 'Sales Executive': 1, 'Store Manager': 1, 'IT Support Officer': 1, 'Cashier': 1,
    'Accountant': 0.4, 'Delivery Rider': 0.5,
  }),
  'Trade Concern': t('trades construction materials and hardware', 'a hardware dealer', TRADING),
  'Bhandar': t('runs a wholesale and retail grocery store', 'a grocery store', SUPERMARKET),
  // Manufacturing
  'Industries': t('makes packaging and household products', 'a factory', FACTORY),
  'Udyog': t('makes building materials and household goods', 'a factory', FACTORY),
  'Food Products': t('makes noodles, biscuits and snacks sold across Nepal', 'a food factory', FOOD_FACTORY),
  'Cement': t('makes Portland and pozzolana cement', 'a cement factory', { ...FACTORY, 'Heavy Equipment Operator': 1 }),
  'Textiles': t('makes knitted and woven garments for export and the home market', 'a garment factory', {
    'Sewing Machine Operator': 3, 'Garment Supervisor': 2, 'Quality Control Officer': 2, 'Garment Merchandiser': 2,
    'Production Supervisor': 1, 'Maintenance Technician': 1, 'Store Keeper': 1, 'Accountant': 1, 'Cost Accountant': 0.5,
    'HR Officer': 0.5, 'Safety Officer': 0.5, 'Security Guard': 0.5,
  }),
  'Agro Traders': t('processes and packs rice, lentils and spices', 'an agro-processing company', FOOD_FACTORY),
  'Plastics': t('makes plastic pipes, tanks and packaging', 'a plastics factory', FACTORY),
  'Steels': t('makes steel rods and structural sections', 'a steel mill', FACTORY),
  'Dairy': t('collects milk from farmers and makes milk, curd, ghee and cheese', 'a dairy', { ...FOOD_FACTORY, 'Veterinary Technician': 0.5 }),
  'Beverages': t('bottles mineral water, juices and soft drinks', 'a beverage company', FOOD_FACTORY),
  // Construction
  'Builders': t('builds houses, apartments and commercial buildings', 'a building contractor', BUILDER),
  'Construction': t('builds roads, bridges and public buildings', 'a construction company', BUILDER),
  'Engineering Consultancy': t('designs and supervises buildings, roads and water projects', 'an engineering consultancy', {
    'Civil Engineer': 3, 'AutoCAD Draftsperson': 2, 'Quantity Surveyor': 1, 'Surveyor': 1, 'Hydropower Engineer': 1, 'Admin Officer': 0.5,
  }),
  'Hydropower': t('develops and runs run-of-river hydropower projects', 'a hydropower project', {
    'Hydropower Engineer': 3, 'Civil Engineer': 2, 'Surveyor': 1, 'Electrician': 1, 'Site Supervisor': 1, 'Heavy Equipment Operator': 1,
    'Safety Officer': 1, 'Accountant': 0.5, 'Admin Officer': 0.5,
  }),
  'Nirman Sewa': t('builds roads, schools and irrigation works for local governments', 'a construction company', BUILDER),
  'Developers': t('develops housing colonies and apartments', 'a real-estate developer', { ...BUILDER, 'Sales Executive': 1 }),
  'Infrastructure': t('builds roads, bridges and water supply schemes', 'an infrastructure company', BUILDER),
  // Transportation
  'Logistics': t('moves freight by road across Nepal and from Indian ports', 'a logistics company', {
    'Logistics Coordinator': 2, 'Customs Clearing Agent': 2, 'Warehouse Supervisor': 1, 'Truck Driver': 2, 'Fleet Manager': 0.5,
    'Accountant': 0.5, 'Call Centre Agent': 0.5,
  }),
  'Transport': t('runs passenger buses and goods trucks', 'a transport company', {
    'Truck Driver': 3, 'Fleet Manager': 1, 'Office Driver': 1, 'Accountant': 1, 'Receptionist': 0.5,
  }),
  'Cargo': t('handles air and road cargo, customs clearance and forwarding', 'a cargo company', {
    'Customs Clearing Agent': 3, 'Logistics Coordinator': 2, 'Warehouse Supervisor': 1, 'Truck Driver': 1, 'Accountant': 0.5,
  }),
  'Yatayat': t('runs long-distance bus services', 'a bus company', {
    'Truck Driver': 3, 'Fleet Manager': 1, 'Office Driver': 1, 'Accountant': 1, 'Receptionist': 0.5,
  }),
  'Movers': t('packs and moves homes and offices', 'a moving company', {
    'Truck Driver': 2, 'Warehouse Supervisor': 1, 'Logistics Coordinator': 1, 'Call Centre Agent': 1,
  }),
  'Courier': t('delivers parcels and documents across Nepal', 'a courier company', {
    'Delivery Rider': 4, 'Warehouse Supervisor': 1, 'Call Centre Agent': 1, 'Logistics Coordinator': 1, 'Accountant': 0.4,
  }),
  // Hospitality
  'Hospitality': t('runs hotels and restaurants', 'a hotel', HOTEL),
  'Hotel & Resort': t('is a hotel and resort with rooms, restaurants and conference halls', 'a hotel', HOTEL),
  'Treks & Expedition': t('organises treks and expeditions in the Himalaya', 'a trekking agency', {
    'Trekking Guide': 4, 'Tour Officer': 2, 'Rafting Guide': 1, 'Accountant': 0.4, 'Digital Marketing Executive': 0.5,
  }),
  'Restaurant & Bar': t('is a restaurant and bar serving Nepali, Indian and continental food', 'a restaurant', {
    'Commis Chef': 2, 'Waiter / Waitress': 3, 'Bartender': 2, 'Barista': 1, 'Cashier': 1, 'Pastry Chef': 0.5,
  }),
  'Guest House': t('is a family-run guest house for trekkers and travellers', 'a guest house', {
    'Front Office Executive': 2, 'Commis Chef': 1, 'Waiter / Waitress': 1, 'Housekeeping Supervisor': 1,
  }),
  'Travels & Tours': t('sells air tickets and tour packages in Nepal and abroad', 'a travel agency', {
    'Tour Officer': 3, 'Front Office Executive': 1, 'Digital Marketing Executive': 1, 'Accountant': 0.7, 'Trekking Guide': 1,
  }),
  'Resort': t('is a resort with rooms, a restaurant and activities', 'a resort', HOTEL),
  // Media
  'Media': t('produces news, programmes and advertising content', 'a media house', AGENCY),
  'Publications': t('publishes a daily newspaper and magazines', 'a newspaper', NEWSROOM),
  'Films': t('produces films, documentaries and advertisements', 'a production house', {
    'Video Editor': 3, 'Graphic Designer': 1, 'Content Writer': 1, 'Social Media Executive': 1, 'Public Relations Officer': 1,
  }),
  'FM': t('is a radio station with news and entertainment programmes', 'an FM station', {
    'Reporter': 2, 'Content Writer': 1, 'Sales Executive': 1, 'Social Media Executive': 1,
  }),
  'Advertising': t('plans and makes advertising campaigns for brands', 'an advertising agency', AGENCY),
  'Television': t('is a television channel with news and entertainment', 'a television channel', {
    'Video Editor': 3, 'Reporter': 2, 'Graphic Designer': 1, 'Social Media Executive': 1,
  }),
  'Online News': t('publishes news online and on social media', 'an online news portal', NEWSROOM),
  'Creations': t('makes videos, photos and designs for brands', 'a creative agency', AGENCY),
  // Non-Profit
  'Foundation': t('runs education, health and livelihood programmes in rural Nepal', 'an NGO', DEVELOPMENT),
  'Sewa Samaj': t('works with communities on health, sanitation and livelihoods', 'an NGO', DEVELOPMENT),
  'Development Society': t('runs community development projects with international partners', 'an NGO', DEVELOPMENT),
  'Women Empowerment Centre': t('supports women with skills, savings groups and legal help', 'a women\'s organisation', {
    ...DEVELOPMENT, 'GESI Officer': 3,
  }),
  'Youth Network': t('runs youth leadership, skills and employment programmes', 'a youth organisation', DEVELOPMENT),
  'Rural Development Centre': t('helps farming communities with irrigation, seeds and markets', 'a rural development NGO', {
    ...DEVELOPMENT, 'Livelihood Officer': 3, 'Junior Technical Assistant (Agriculture)': 1,
  }),
  'Community Health Trust': t('runs community health and nutrition programmes', 'a health NGO', {
    ...DEVELOPMENT, 'Public Health Officer': 2, 'Health Assistant': 1, 'Auxiliary Nurse Midwife': 1,
  }),
  // Government
  'Municipality': t('serves the residents of the municipality', 'a municipality', {
    'Data Entry Operator': 2, 'Office Assistant': 2, 'Sub-Engineer': 2, 'Public Health Officer': 1,
    'Junior Technical Assistant (Agriculture)': 1, 'Veterinary Technician': 1, 'Legal Officer': 0.5, 'Accountant': 0.5,
  }),
  'Water Supply Management Board': t('supplies drinking water to the town', 'a water supply board', {
    'Sub-Engineer': 2, 'Plumber': 2, 'Accountant': 1, 'Data Entry Operator': 1, 'Office Assistant': 1,
  }),
  'Health Office': t('runs the district\'s public health programmes and health posts', 'a health office', {
    'Public Health Officer': 2, 'Health Assistant': 2, 'Auxiliary Nurse Midwife': 2, 'Data Entry Operator': 1, 'Office Assistant': 1,
  }),
  'Electricity Distribution Centre': t('distributes electricity and serves customers in the area', 'an electricity distribution centre', {
    'Electrician': 3, 'Sub-Engineer': 1, 'Data Entry Operator': 1, 'Office Assistant': 1, 'Accountant': 0.5,
  }),
  'Technical School': t('runs technical and vocational courses', 'a technical school', {
    'Computer Teacher': 2, 'Mathematics Teacher': 1, 'English Teacher': 1, 'Office Assistant': 1, 'Accountant': 0.5,
  }),
  'Agriculture Knowledge Centre': t('advises farmers on crops, livestock and subsidies', 'an agriculture office', {
    'Junior Technical Assistant (Agriculture)': 3, 'Veterinary Technician': 2, 'Data Entry Operator': 1, 'Office Assistant': 1,
  }),
  // Other
  'Services': t('provides outsourced staff and office services', 'a services company', {
    'Call Centre Agent': 2, 'Telemarketing Executive': 1, 'Receptionist': 1, 'HR Officer': 1, 'Admin Officer': 1, 'Accountant': 1,
  }),
  'Group': t('is a business group in trading, hospitality and real estate', 'a business group', {
    'HR Officer': 1, 'Admin Officer': 1, 'Accountant': 2, 'Company Secretary': 1, 'Receptionist': 1, 'Legal Officer': 0.5, 'Data Analyst': 0.5,
  }),
  'Security Services': t('provides trained security guards to offices, banks and homes', 'a security company', {
    'Security Guard': 6, 'Facility Manager': 0.5, 'HR Officer': 0.5, 'Accountant': 0.5,
  }),
  'Consultancy': t('advises businesses on tax, audit and company law', 'a consultancy', {
    'Company Secretary': 2, 'Tax Consultant': 2, 'Audit Associate': 2, 'Accountant': 1, 'Legal Officer': 1,
  }),
  'Event Management': t('plans and runs weddings, conferences and concerts', 'an event company', {
    'Event Coordinator': 3, 'Graphic Designer': 1, 'Sales Executive': 1, 'Social Media Executive': 1, 'Accountant': 0.4,
  }),
  'Facility Management': t('looks after buildings: cleaning, security and maintenance', 'a facility management company', {
    'Facility Manager': 1, 'Security Guard': 2, 'Housekeeping Supervisor': 2, 'Electrician': 1, 'Plumber': 1, 'HR Officer': 0.5,
  }),
};

/** Every profession by its title. */
export const PROFESSION_BY_TITLE: ReadonlyMap<string, Profession> = new Map(Object.values(PROFESSIONS).flat().map((p) => [p.title, p]));
/** The job category of each profession (the key it is listed under). */
export const CATEGORY_OF: ReadonlyMap<Profession, Industry> = new Map(
  (Object.entries(PROFESSIONS) as [Industry, readonly Profession[]][]).flatMap(([category, list]) => list.map((p) => [p, category] as const)),
);

/**
 * Skills so common across kinds of work that sharing one says nothing about fitting a job (languages, office
 * software, soft skills): an applicant must share another of the job's skills.
 */
export const GENERIC_SKILLS: ReadonlySet<string> = new Set([
  'English', 'Nepali', 'Hindi', 'Maithili', 'Communication', 'Team Leadership', 'Problem Solving', 'Time Management',
  'Microsoft Office', 'Microsoft Excel (Advanced)', 'Customer Support', 'Negotiation', 'Report Writing', 'First Aid',
  'Inventory Management', 'Git',
]);
