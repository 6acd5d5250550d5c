import { legalPage } from '@/features/internal-pages/legal-page';

const page = legalPage('privacidad', '/politicas-de-privacidad');
export const generateMetadata = page.generateMetadata;
export default page.Page;
