export { CategoryManager } from './components/category-manager';
