// What the admin reads from Vite's import.meta.env (same shape as vite/client declares it).
interface ImportMetaEnv {
  readonly VITE_CKEDITOR_LICENSE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
