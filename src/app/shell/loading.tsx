import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const LoadingContext = createContext<(loading: boolean) => void>(() => {});

export function LoadingProvider({ children, render }: { children: ReactNode; render: (loading: boolean) => ReactNode }) {
  const [loading, setLoading] = useState(false);
  return (
    <LoadingContext.Provider value={setLoading}>
      {render(loading)}
      {children}
    </LoadingContext.Provider>
  );
}

/** Suspense fallback of a page: it lights the loading bar while the page's chunk loads. */
export function PageLoading() {
  const setLoading = useContext(LoadingContext);
  useEffect(() => {
    setLoading(true);
    return () => setLoading(false);
  }, [setLoading]);
  return <div aria-busy="true" style={{ minHeight: '60vh' }} />;
}
