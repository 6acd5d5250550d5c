/** Frequently asked questions for other features' pages: the section and the questions each page answers. */
export { FaqSection } from './components/faq-section';
export { faqsOfPage, generalFaqs, serviceFaqs, type FaqItem } from './faq-items';
