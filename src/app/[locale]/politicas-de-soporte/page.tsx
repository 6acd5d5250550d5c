import { legalPage } from '@/features/internal-pages/legal-page';

const page = legalPage('soporte', '/politicas-de-soporte');
export const generateMetadata = page.generateMetadata;
export default page.Page;
