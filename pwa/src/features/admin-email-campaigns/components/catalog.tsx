import { createContext, useContext, type ReactNode } from 'react';
import { useAsyncData } from '../../../lib/useAsyncData';
import { listCategories, listTools, searchCourses, type CategoryOption, type CourseOption, type ToolOption } from '../api/emailCampaignsApi';

/** The courses (first page), tools and categories the pickers offer and the cards name. */
export type Catalog = { courses: CourseOption[]; tools: ToolOption[]; categories: CategoryOption[] };

const EMPTY: Catalog = { courses: [], tools: [], categories: [] };
const CatalogContext = createContext<Catalog>(EMPTY);

// A list that cannot load leaves its pickers empty (and the cards without names) rather than the screen broken.
const orEmpty = <T,>(load: Promise<T[]>) => load.catch(() => [] as T[]);

async function loadCatalog(): Promise<Catalog> {
  const [courses, tools, categories] = await Promise.all([orEmpty(searchCourses('')), orEmpty(listTools()), orEmpty(listCategories())]);
  return { courses, tools, categories };
}

export function CatalogProvider({ children }: { children: ReactNode }) {
  const catalog = useAsyncData(loadCatalog, []);
  return <CatalogContext.Provider value={catalog.data ?? EMPTY}>{children}</CatalogContext.Provider>;
}

export const useCatalog = () => useContext(CatalogContext);
