export { finaTheme } from './theme';
export { FinaProvider } from './fina-provider';
export { Page } from './page';
export { useApi } from './use-api';
export { WizardProgress, percentComplete } from './wizard-progress';
export { UpcomingFeature } from './upcoming-feature';
export { WizardFrame, useWizardStep } from './wizard';
export { Field } from './field';
