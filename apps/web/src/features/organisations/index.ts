export { useOrganisation } from "./api/use-organisation";
export { prefetchOrganisations } from "./api/use-organisations";
export { AccountsSection } from "./components/accounts-section";
export { OrganisationCard } from "./components/organisation-card";
export { OrganisationHistory } from "./components/organisation-history";
export { OrganisationsTab } from "./components/organisations-tab";
