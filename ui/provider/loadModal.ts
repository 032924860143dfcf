/**
 * Downloads the modal shell (a lazy chunk). The provider renders it through `React.lazy`
 * with this loader; `useFoyer().open` calls it too so the chunk downloads alongside the kernel.
 */
export const loadModal = () => import("../modal/FoyerModal")
