import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

interface NavMenuApi {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const NavMenuContext = createContext<NavMenuApi>({ open: false, setOpen: () => undefined });

/** The mobile menu's open state, shared so the onboarding walkthrough can open it (step 6). */
export function useNavMenu(): NavMenuApi {
  return useContext(NavMenuContext);
}

export function NavMenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <NavMenuContext.Provider value={value}>{children}</NavMenuContext.Provider>;
}
