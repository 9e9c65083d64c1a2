/**
 * Skills employers in Nepal hire for, grouped by the field they belong to. Curated by hand from the kinds of
 * vacancies Nepali job boards carry: IT companies in Kathmandu, banks and finance companies, schools and
 * colleges, hotels and trekking agencies, hospitals, construction and hydropower, NGOs/INGOs, and foreign
 * employment (EPS-TOPIK for Korea, JLPT for Japan).
 */
const SKILLS_BY_CATEGORY: Record<string, readonly string[]> = {
  'Software Development': [
    'JavaScript', 'TypeScript', 'React', 'Next.js', 'Angular', 'Vue.js', 'HTML & CSS', 'Node.js',
    'Express.js', 'NestJS', 'Python', 'Django', 'FastAPI', 'Flask', 'Java', 'Spring Boot', 'PHP', 'Laravel',
    'WordPress', 'C#', '.NET', 'ASP.NET Core', 'C++', 'REST API Design', 'GraphQL', 'Git',
  ],
  'Mobile Development': ['Flutter', 'Dart', 'Android Development', 'Kotlin', 'iOS Development', 'React Native'],
  'DevOps & Cloud': [
    'Linux Administration', 'Docker', 'Kubernetes', 'AWS', 'Microsoft Azure', 'Google Cloud Platform', 'CI/CD',
    'Nginx',
  ],
  'IT Support & Networking': [
    'Network Administration', 'Cisco Networking (CCNA)', 'MikroTik', 'Windows Server', 'Hardware Troubleshooting',
    'IT Helpdesk', 'Cybersecurity', 'CCTV Installation',
  ],
  'Quality Assurance': ['Manual Testing', 'Test Automation', 'Selenium', 'Playwright', 'API Testing'],
  'Data & Analytics': [
    'SQL', 'PostgreSQL', 'MySQL', 'MongoDB', 'Data Analysis', 'Microsoft Excel (Advanced)', 'Power BI', 'Tableau',
    'Machine Learning', 'Data Engineering', 'Pandas', 'SPSS',
  ],
  Design: [
    'UI/UX Design', 'Figma', 'Adobe Photoshop', 'Adobe Illustrator', 'Graphic Design',
    'Video Editing', 'Adobe Premiere Pro', 'Photography', 'Canva',
  ],
  'Digital Marketing': [
    'Search Engine Optimization (SEO)', 'Social Media Marketing', 'Facebook & Instagram Ads', 'Google Ads',
    'Content Writing', 'Copywriting', 'Email Marketing', 'Google Analytics',
  ],
  'Accounting & Tax': [
    'Bookkeeping', 'Tally ERP', 'NFRS Reporting', 'VAT Filing', 'TDS Filing', 'Income Tax (IRD Nepal)', 'Payroll',
    'Internal Audit', 'Statutory Audit', 'Accounts Payable & Receivable', 'Financial Reporting', 'Budgeting',
    'Costing',
  ],
  'Banking & Finance': [
    'Credit Analysis', 'Loan Processing', 'KYC & AML Compliance', 'Branch Operations', 'Teller Operations',
    'Treasury Management', 'Microfinance', 'Insurance Underwriting', 'Financial Analysis', 'Share Market (NEPSE) Analysis',
    'Remittance Operations', 'Cooperative Management',
  ],
  'Teaching & Education': [
    'Teaching English', 'Teaching Mathematics', 'Teaching Science', 'Teaching Nepali', 'Teaching Computer Science',
    '+2 Level Teaching', 'Montessori Teaching', 'Early Childhood Education', 'Curriculum Development',
    'Classroom Management', 'IELTS Preparation', 'Academic Counselling',
  ],
  'Hospitality & Tourism': [
    'Front Office Operations', 'Housekeeping', 'Food & Beverage Service', 'Bartending', 'Barista',
    'Commis Chef', 'Continental Cuisine', 'Nepali & Indian Cuisine', 'Bakery & Pastry', 'Trekking Guide',
    'Tour Planning', 'Travel Ticketing (GDS)', 'Hotel Reservations', 'Rafting Guide',
  ],
  Healthcare: [
    'Nursing', 'Staff Nurse (NNC Licensed)', 'Auxiliary Nurse Midwife (ANM)', 'Laboratory Technician',
    'Pharmacy', 'Radiography', 'Physiotherapy', 'Health Assistant (HA)', 'Patient Care', 'Medical Records',
    'Public Health',
  ],
  'Construction & Engineering': [
    'AutoCAD', 'Civil Site Supervision', 'Quantity Estimation', 'Structural Design (ETABS/SAP2000)', 'Revit',
    'Surveying (Total Station)', 'Building Code Compliance', 'Road Construction', 'Hydropower Engineering',
    'Electrical Installation', 'Plumbing', 'Masonry', 'Carpentry', 'Welding', 'HVAC', 'Solar PV Installation',
  ],
  Manufacturing: [
    'Production Planning', 'Quality Control', 'Machine Operation', 'Lean Manufacturing', 'Inventory Management',
    'Garment Production', 'Food Processing', 'Maintenance Technician', 'Occupational Health & Safety',
  ],
  'Sales & Business Development': [
    'Field Sales', 'B2B Sales', 'Retail Sales', 'Business Development', 'Key Account Management', 'Negotiation',
    'Market Research', 'Merchandising', 'Distribution Management', 'CRM Software',
  ],
  'Customer Service': [
    'Customer Support', 'Call Centre Operations', 'Receptionist', 'Complaint Handling', 'Live Chat Support',
    'Telemarketing',
  ],
  'Administration & HR': [
    'Office Administration', 'Recruitment', 'HR Management', 'Labour Act Compliance', 'Training & Development',
    'Data Entry', 'Nepali Typing (Preeti & Unicode)', 'Microsoft Office', 'Procurement', 'Store Keeping',
  ],
  'Logistics & Supply Chain': [
    'Supply Chain Management', 'Warehouse Management', 'Customs Clearance', 'Import & Export Documentation',
    'Fleet Management', 'Delivery Operations',
  ],
  Languages: [
    'English', 'Nepali', 'Hindi', 'Maithili', 'Newari (Nepal Bhasa)', 'Korean (EPS-TOPIK)', 'Japanese (JLPT)',
    'Chinese (Mandarin)', 'Arabic', 'German',
  ],
  Driving: [
    'Motorcycle Driving (Licence Category A)', 'Car & Jeep Driving (Licence Category B)',
    'Tempo & Auto Rickshaw Driving (Licence Category C)', 'Minibus & Minitruck Driving (Licence Category F)',
    'Bus & Truck Driving (Licence Category G)', 'Heavy Equipment Operation (Excavator, Loader, Dozer)',
  ],
  'NGO & Development': [
    'Proposal Writing', 'Monitoring & Evaluation (M&E)', 'Project Management', 'Community Mobilization',
    'Report Writing', 'Donor Reporting', 'Gender Equality & Social Inclusion (GESI)', 'Disaster Risk Reduction',
    'Livelihood Programmes', 'Advocacy',
  ],
  'Agriculture & Environment': ['Agronomy', 'Livestock Management', 'Veterinary Care', 'Horticulture', 'Environmental Assessment (IEE/EIA)'],
  'Legal & Compliance': ['Legal Drafting', 'Company Registration (OCR)', 'Contract Management', 'Regulatory Compliance'],
  'Media & Communication': ['Journalism', 'Public Relations', 'Translation (Nepali–English)', 'Event Management'],
  'Security & Facilities': ['Security Guard', 'Facility Management', 'Fire Safety', 'First Aid'],
  'Soft Skills': ['Communication', 'Team Leadership', 'Problem Solving', 'Time Management'],
};

export const SKILLS: readonly { name: string; category: string }[] = Object.entries(SKILLS_BY_CATEGORY).flatMap(
  ([category, names]) => names.map((name) => ({ name, category })),
);
