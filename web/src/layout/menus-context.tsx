import { createContext, useContext } from 'react';
import type { Menu } from './menu-link.tsx';

/** The shop's main menus (site data), for a screen that suggests where to go next (empty states). */
export const MenusContext = createContext<readonly Menu[]>([]);

export const useMenus = () => useContext(MenusContext);
