import { internalPage } from '@/features/internal-pages/internal-pages';

const page = internalPage('test');
export const generateMetadata = page.generateMetadata;
export default page.Page;
