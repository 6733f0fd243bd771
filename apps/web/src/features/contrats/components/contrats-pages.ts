/* The four pages of « Mes contrats » in one lazy chunk: one entry in the welcome page's preload map, not four. */
export { CartePage } from './carte-page';
export { ContratPage } from './contrat-page';
export { EstimationPage } from './estimation-page';
export { GarantiesPage } from './garanties-page';
