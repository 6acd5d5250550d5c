import { internalPage } from '@/features/internal-pages/internal-pages';

const page = internalPage('comingSoonServices');
export const generateMetadata = page.generateMetadata;
export default page.Page;
