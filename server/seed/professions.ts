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
}

const p = (
  title: string, skills: string[], extras: string[], education: EducationLevel, pay = 1, top?: JobLevel,
): Profession => ({ title, skills, extras, education, pay, ...(top ? { top } : {}) });

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
    p('Inventory Officer', ['Inventory Management', 'Store Keeping', 'Tally ERP'], ['Microsoft Excel (Advanced)'], '+2', 0.8),
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
