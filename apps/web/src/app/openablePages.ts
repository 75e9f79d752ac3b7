import { createContext, useContext } from 'react';

/**
 * The pages /page/init may open (the general pages' and the profile's paths). The shell
 * provides them: the page that reads them is itself a route of those tables, so importing
 * the tables from it would be an import cycle.
 */
export const OpenablePages = createContext<readonly string[]>([]);

export const useOpenablePages = (): readonly string[] => useContext(OpenablePages);
