/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Support address on the contact and legal pages (build-time; default support@wellspring.app). */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Privacy address on the contact and legal pages (build-time; default privacy@wellspring.app). */
  readonly VITE_PRIVACY_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
