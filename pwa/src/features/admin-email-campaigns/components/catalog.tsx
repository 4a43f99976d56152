import { createContext, useContext, type ReactNode } from 'react';
import { useCatalog as useCatalogQuery, type Catalog } from '../api/emailCampaignsApi';

const EMPTY: Catalog = { courses: [], tools: [], categories: [] };
const CatalogContext = createContext<Catalog>(EMPTY);

/** Loads the catalogue once for the pickers and cards below it (each list that fails stays empty). */
export function CatalogProvider({ children }: { children: ReactNode }) {
  const catalog = useCatalogQuery();
  return <CatalogContext.Provider value={catalog.data ?? EMPTY}>{children}</CatalogContext.Provider>;
}

export const useCatalog = () => useContext(CatalogContext);
