/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `off` hides the self credit-report pull (financial-fitness shows no tray). */
  readonly VITE_SELF_PULL?: string;
}
