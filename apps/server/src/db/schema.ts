import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

interface ClientTable {
  id: Generated<number>;
  code: string;
  libelle: string;
  hosts: string[];
  is_default: boolean;
  data_collect_activated: boolean;
  is_donnees_ro_monegasques_activated: boolean;
  oidc_external_provider: Json<{ name: string; loginUrl: string } | null>;
  /** Feature switches: { code: isActivated }. Per-contract overrides live on contrats.fonctionnalites. */
  fonctionnalites: Json<Record<string, boolean>>;
  /** Registration, toast, password and MFA options (publicClientConfigSchema.configuration). */
  configuration: Json<Record<string, unknown>>;
  /** Logos, colours, texts, store and social links (publicClientConfigSchema.branding etc.). */
  branding: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 014: optimistic-concurrency counter of the configuration, bumped by every save (decision 030). */
  version: Generated<number>;
  /** 028: the durations of personal data this client set, by kind (decision 051); the defaults elsewhere. */
  conservation: ColumnType<Partial<Record<string, number>>, string | undefined, string>;
}

interface ClientAssetTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  content_type: string;
  data: Uint8Array;
  sha256: string;
  created_at: Timestamp;
}

interface PersonneTable {
  id: Generated<number>;
  client_id: number;
  num_pers: string;
  code_civilite: string | null;
  nom: string;
  prenom: string;
  nom_patronymique: string | null;
  date_naissance: ColumnType<string, string, string>;
  /** 026: the NIR encrypted (db/sensitive-fields.ts) and its blind index in the client (decision 048). */
  nir_chiffre: ColumnType<string | null, string | null | undefined, string | null>;
  nir_index: ColumnType<string | null, string | null | undefined, string | null>;
  nir_cle: string | null;
  email: string | null;
  telephone: string | null;
  teletransmission: boolean;
  motif_refus_teletransmission: string | null;
  adresse: Json<Record<string, unknown> | null>;
  /** 026: the import's `banque` object, as JSON, encrypted (decision 048). */
  banque_chiffre: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface ContratTable {
  id: Generated<number>;
  client_id: number;
  numero_contrat_individuel: string;
  souscripteur_id: number;
  nom_offre: string;
  etat: string;
  is_precontentieux: boolean;
  date_effet: ColumnType<string | null, string | null | undefined, string | null>;
  date_resiliation: ColumnType<string | null, string | null | undefined, string | null>;
  code_mode_paiement: string | null;
  /** 026: the benefits account's IBAN, encrypted (decision 048). */
  rib_chiffre: ColumnType<string | null, string | null | undefined, string | null>;
  fonctionnalites: Json<Record<string, boolean>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 014: switches set by staff for this contract; they take precedence over the import's (decision 030). */
  fonctionnalites_back_office: ColumnType<Record<string, boolean>, string | undefined, string>;
  /** 006: santé or prévoyance (which forms the contract offers). */
  categorie: Generated<'sante' | 'prevoyance'>;
  /** 010: the benefits account's holder and BIC (rib_chiffre is its IBAN); premium payment. */
  rib_titulaire: ColumnType<string | null, string | null | undefined, string | null>;
  rib_bic: ColumnType<string | null, string | null | undefined, string | null>;
  cotisation_mode: Generated<'prelevement' | 'cheque' | 'virement'>;
  cotisation_jour: ColumnType<number | null, number | null | undefined, number | null>;
  cotisation_titulaire: ColumnType<string | null, string | null | undefined, string | null>;
  /** 026: encrypted (decision 048). */
  cotisation_iban_chiffre: ColumnType<string | null, string | null | undefined, string | null>;
  cotisation_bic: ColumnType<string | null, string | null | undefined, string | null>;
  cotisation_mensuelle_centimes: ColumnType<number | null, number | null | undefined, number | null>;
  /** 008: the offer's code (null: found by nom_offre) and the reinforcements subscribed. */
  code_offre: ColumnType<string | null, string | null | undefined, string | null>;
  renforts: Generated<string[]>;
}

interface BeneficiaireTable {
  contrat_id: number;
  personne_id: number;
  lien: string;
}

/** 011: back-office roles and their habilitations (decision 028). */
interface StaffRoleTable {
  code: string;
  libelle: string;
  spans_clients: boolean;
}

interface RoleHabilitationTable {
  role_code: string;
  resource: string;
  action: string;
  scope: Generated<string>;
}

/** 013: a client's own habilitations for a role, replacing the starting rights there (decision 031). */
interface ClientRoleTable {
  client_id: number;
  role_code: string;
  version: Generated<number>;
}

interface ClientRoleHabilitationTable {
  client_id: number;
  role_code: string;
  resource: string;
  action: string;
  scope: Generated<string>;
}

/** 012: the back office's append-only audit log (decision 029). */
interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  client_id: number;
  actor_account_id: string | null;
  actor: string;
  ip: string | null;
  resource: string;
  action: string;
  target: string;
  target_label: string | null;
  reason: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

/** Migration 027: staff reads of members' data (decision 049); never updated, deleted by the retention purge. */
interface JournalAccesTable {
  id: Generated<number>;
  at: Timestamp;
  client_id: number;
  staff_account_id: string;
  staff_nom: string;
  ip: string | null;
  user_agent: string | null;
  personne_id: number | null;
  categorie: string;
  objet: string | null;
  motif: string | null;
  nombre: number | null;
  criteres: ColumnType<unknown, string | null, never>;
}

interface AccountTable {
  id: Generated<string>;
  client_id: number;
  personne_id: number | null;
  user_name: string;
  email: string;
  nom: string | null;
  prenom: string | null;
  password_hash: string | null;
  roles: string[];
  is_email_confirmed: boolean;
  created_by_admin: boolean;
  disabled: boolean;
  last_login_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 004-identity: account lifecycle and multi-factor protection. */
  dematerialisation: Generated<boolean>;
  cgu_accepted_at: NullableTimestamp;
  activated_at: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  amf_enabled: Generated<boolean>;
  amf_telephone: string | null;
  biometrie_enabled: Generated<boolean>;
  /** 010: the e-mail alerts chosen in « Mes préférences » (forms/abonnement). */
  alertes_email: ColumnType<Record<string, boolean>, string | undefined, string>;
  /** 011: a Consultant reads the back office and changes nothing, whatever its roles. */
  is_consultant: Generated<boolean>;
}

interface SessionTable {
  id: string;
  account_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  idle_expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  /** 016: a read-only session of a member opened by this staff session (« Voir comme l'adhérent »). */
  viewed_by_session: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 016: each sign-in of an account, for the member sheet. */
interface ConnexionTable {
  id: Generated<number>;
  account_id: string;
  at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  methode: 'mot_de_passe' | 'code' | 'oidc';
}

interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}

interface AppSecretTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** 004-identity: delivery state (retries with backoff, lease between instances). */
  template: string | null;
  next_attempt_at: Generated<Date>;
  locked_until: NullableTimestamp;
  discard_after: NullableTimestamp;
  discarded_at: NullableTimestamp;
  /** 020: the notification an e-mail belongs to (its delivery figures). */
  notification_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 021: the Message-ID, `<message_uuid@message_domain>`, fixed when queued (decision 038). */
  message_uuid: Generated<string>;
  message_domain: ColumnType<string | null, string | null | undefined, string | null>;
  /** 021: the absolute one-click unsubscribe URL of a bulk mail (List-Unsubscribe, RFC 8058). */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
  /** 022: the X-Request-Id of the request that queued it (null for background work). */
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 028: when the purge wiped its text and recipient (decision 051). */
  anonymise_le: NullableTimestamp;
}

interface CmsBlockListTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CmsItemTable {
  id: Generated<number>;
  block_list_id: number;
  name: string;
  title: string;
  /** Sanitised HTML (lib/sanitize-html.ts), sanitised again when served. */
  content: string;
  is_single_display: boolean;
  has_cookie_option: boolean;
  ordre: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 017-cms-editor: since when title/content are published (null: never); resolved against the clock. */
  published_at: NullableTimestamp;
  draft_version_id: number | null;
  /** A publication to come: this version, at publish_at (both or neither). */
  scheduled_version_id: number | null;
  publish_at: NullableTimestamp;
  /** Withdrawn from then on (unless published again later). */
  unpublish_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  updated_by: string | null;
}

/** 017-cms-editor: every text a block had, who wrote it and when it went live. */
interface CmsItemVersionTable {
  id: Generated<number>;
  item_id: number;
  numero: number;
  title: string;
  content: string;
  author_account_id: string | null;
  /** Identifier of the staff author at the time; null for the content import. */
  author: string | null;
  created_at: Timestamp;
  published_at: NullableTimestamp;
}

interface CmsImageTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  content_type: string;
  data: Uint8Array;
  sha256: string;
  created_at: Timestamp;
  /** 017-cms-editor: the staff member who sent it (null: the content import). */
  created_by: Generated<string | null>;
}

interface FaqCategoryTable {
  id: Generated<number>;
  client_id: number;
  user_type: string;
  code: string;
  libelle: string;
  ordre: number;
}

interface FaqQuestionTable {
  id: Generated<number>;
  client_id: number;
  category_id: number;
  code: string;
  title: string;
  content: string;
  ordre: number;
  click_count: Generated<number>;
  /** 018-faq-editor: pinned at the top of the help's « Top 5 ». */
  is_popular: Generated<boolean>;
  /** Generated from title (weight A) and content (weight B) by portail_search_vector. */
  search_vector: ColumnType<string, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface FaqRelatedTable {
  question_id: number;
  related_question_id: number;
  ordre: number;
}

interface FaqFeedbackTable {
  id: Generated<number>;
  client_id: number;
  question_id: number;
  user_type: string;
  is_useful: boolean;
  comment: string | null;
  account_id: string | null;
  created_at: Timestamp;
}

interface ConsentementReponseTable {
  id: Generated<number>;
  client_id: number;
  account_id: string;
  nom: string;
  /** SHA-256 of the libellé answered. */
  version: string;
  libelle: string;
  is_accepted: boolean;
  channel: 'portail';
  ip: string | null;
  answered_at: Timestamp;
  superseded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

interface ReseauSoinsTable {
  id: Generated<number>;
  client_id: number;
  reseau: string;
  libelle: string;
  url: string;
  num_omc: string | null;
  icon: string | null;
  image_id: number | null;
  image_form: string;
  description: string;
  ordre: number;
  /** SHA-256 of the partner's X-Partner-Key; null: the partner cannot verify tokens. */
  partner_key_sha256: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface ScTokenTable {
  token_sha256: string;
  client_id: number;
  account_id: string;
  reseau_id: number;
  numero_contrat: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UploadTable {
  remote_name: string;
  account_id: string;
  original_name: string;
  size: number;
  sha256: string;
  /** Detected from the file's first bytes, not taken from the request. */
  content_type: string;
  data: Uint8Array;
  created_at: Timestamp;
  /** 005: set when a request (demande) takes the file; unattached files expire after a day. */
  attached_at: NullableTimestamp;
}

export interface AccountTokenTable {
  id: Generated<number>;
  account_id: string;
  purpose: 'Confirmation' | 'Activation' | 'ResetPassword';
  token_sha256: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

interface PendingVerificationTable {
  /** SHA-256 of the token in the portail_pending cookie. */
  id: string;
  kind: 'login' | 'forgot-username';
  account_id: string;
  callback_url: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

interface SecurityCodeTable {
  id: Generated<number>;
  account_id: string;
  pending_id: string | null;
  operation: string;
  send_type: 'SMS' | 'MAIL';
  /** Phone number or e-mail address the code went to (newAmfTel / new identifier included). */
  destination: string;
  code_hmac: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  verified_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

interface OidcProviderTable {
  client_id: number;
  issuer: string;
  oauth_client_id: string;
  oauth_client_secret: string | null;
  scope: Generated<string>;
  created_at: Timestamp;
}

interface OidcLoginStateTable {
  state: string;
  client_id: number;
  code_verifier: string;
  nonce: string;
  callback_url: string;
  expires_at: Timestamp;
}

interface OidcSessionTable {
  session_id: string;
  id_token: string;
}

/* 006: reference data, requests, documents, change feed (decision 022). */

interface ReferentielEntryTable {
  client_id: number;
  table_name: string;
  code: string;
  libelle: string;
  parent_code: string | null;
  ordre: Generated<number>;
  actif: Generated<boolean>;
  /** 013: the table's extra typed fields (decision 031). */
  donnees: ColumnType<Record<string, string>, string | undefined, string>;
  version: Generated<number>;
}

export interface DemandeTable {
  id: Generated<number>;
  numero: ColumnType<string, never, never>;
  client_id: number;
  account_id: string | null;
  personne_id: number;
  contrat_id: number | null;
  type: string;
  objet: string;
  payload: Json<Record<string, unknown>>;
  statut: string;
  motif_refus: string | null;
  mode_gestion: 'automatique' | 'manuel';
  version: Generated<number>;
  assigned_to: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface DemandeEvenementTable {
  id: Generated<number>;
  demande_id: number;
  statut: string;
  motif: string | null;
  auteur: 'adherent' | 'gestionnaire' | 'systeme';
  auteur_account_id: string | null;
  created_at: Timestamp;
}

interface DemandeMessageTable {
  id: Generated<number>;
  demande_id: number;
  auteur: 'adherent' | 'gestionnaire';
  auteur_account_id: string | null;
  texte: string;
  lu_par_adherent_at: NullableTimestamp;
  created_at: Timestamp;
}

interface DemandePieceTable {
  demande_id: number;
  message_id: number | null;
  remote_name: string;
}

export interface DocumentTable {
  id: Generated<string>;
  client_id: number;
  personne_id: number;
  contrat_id: number | null;
  source: 'courrier' | 'ged';
  categorie: string;
  titre: string;
  date_document: ColumnType<string, string, string>;
  nom_fichier: string;
  content_type: string;
  taille: number;
  sha256: string;
  data: Uint8Array;
  reference: string | null;
  demande_id: number | null;
  lu_at: NullableTimestamp;
  created_at: Timestamp;
}

interface ChangementTable {
  id: Generated<number>;
  client_id: number;
  type: string;
  num_pers: string | null;
  numero_contrat: string | null;
  demande_numero: string | null;
  donnees: Json<Record<string, unknown>>;
  created_at: Timestamp;
  /** The writing transaction (xid8, read as text): the export's order. */
  txid: Generated<string>;
}

interface ExportCurseurTable {
  nom: string;
  dernier_id: number;
  dernier_txid: Generated<string>;
  updated_at: Timestamp;
}

/** 008: an offer and its guarantee tree (packages/shared/src/garanties/offre-schema.ts). */
interface OffreTable {
  client_id: number;
  code: string;
  libelle: string;
  definition: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** 008: a document issued with a verification code (GET /api/verify/{code}). */
export interface VerificationDocumentTable {
  code: string;
  client_id: number;
  type: 'Attestation' | 'CarteTP' | 'SituationContractuelle';
  contrat_id: number | null;
  numero_contrat: string;
  titulaire: string;
  emis_le: Timestamp;
  valable_jusquau: ColumnType<string, string, string>;
  sha256: string | null;
  account_id: string | null;
}

/** 009: one bank transfer of the mutuelle (decision 025). */
interface PaiementTable {
  id: Generated<number>;
  client_id: number;
  contrat_id: number;
  reference: string;
  date_paiement: ColumnType<string, string, string>;
  destinataire: 'adherent' | 'professionnel';
  professionnel: string | null;
  montant: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** 009: one reimbursement line (décompte), keyed by the management system's `cle`. */
interface DecompteTable {
  id: Generated<number>;
  client_id: number;
  cle: string;
  contrat_id: number;
  personne_id: number;
  paiement_id: number | null;
  date_tri: ColumnType<string, string, string>;
  groupe: number;
  date_soins: ColumnType<string, string, string>;
  acte_code: string;
  acte_libelle: string;
  domaine: string;
  professionnel: string;
  nombre: number;
  frais_reels: number;
  base_remboursement: number;
  taux_secu: number;
  montant_secu: number;
  participation_forfaitaire: number;
  franchise: number;
  montant_mutuelle: number;
  reste_a_charge: number;
  acte_non_couvert: boolean;
  forfait_epuise: number;
  destinataire: 'adherent' | 'professionnel';
  origine: 'noemie' | 'papier' | 'tiersPayant';
  statut: 'paye' | 'enCours' | 'rejete';
  motif_rejet: string | null;
  demande_numero: string | null;
  vu_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** 009: the member's opt-in e-mail on a new payment. */
interface AlerteRemboursementTable {
  account_id: string;
  nouveau_paiement: boolean;
  updated_at: Timestamp;
}

/* 010: SEPA mandates of the premium collection (decision 026). */
interface MandatSepaTable {
  id: Generated<number>;
  client_id: number;
  contrat_id: number;
  personne_id: number;
  account_id: string | null;
  demande_id: number | null;
  rum: string;
  ics: string;
  creancier: string;
  titulaire: string;
  /** 026: encrypted (decision 048). */
  iban_chiffre: string;
  bic: string;
  jour_prelevement: number;
  statut: 'en_attente' | 'actif' | 'remplace';
  signe_le: Timestamp;
  remplace_le: NullableTimestamp;
}

/** 019: a saved rule over the members of a client (decision 033). */
interface AudienceTable {
  id: Generated<number>;
  client_id: number;
  nom: string;
  description: Generated<string>;
  regle: Json<Record<string, unknown>>;
  modifiee_par: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** 020: a notification to an audience, in the portal and/or by e-mail (decision 033). */
interface NotificationTable {
  id: Generated<number>;
  client_id: number;
  audience_id: number | null;
  audience_nom: string;
  regle: ColumnType<unknown, string | null | undefined, string | null>;
  titre: string;
  contenu: string;
  lien: string | null;
  canal_portail: boolean;
  canal_email: boolean;
  popup: Generated<boolean>;
  statut: ColumnType<'brouillon' | 'programmee' | 'en_cours' | 'envoyee' | 'annulee', string | undefined, string>;
  programmee_le: NullableTimestamp;
  envoi_demarre_le: NullableTimestamp;
  envoyee_le: NullableTimestamp;
  traitee_jusqua: NullableTimestamp;
  curseur_personne: Generated<number>;
  destinataires: Generated<number>;
  modifiee_par: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

interface NotificationDestinataireTable {
  notification_id: number;
  account_id: string;
  personne_id: number;
  lue_le: NullableTimestamp;
  popup_vue_le: NullableTimestamp;
  email: 'a_envoyer' | 'en_file' | 'desabonne' | null;
}

/** 023: an Idempotency-Key of a signed-in write and the answer it replays for 24 h (decision 044). */
interface IdempotencyKeyTable {
  account_id: string;
  key: string;
  method: string;
  path: string;
  /** sha256 of the method, URL, X-NumContrat and body: the same key with another request is refused. */
  fingerprint: string;
  /** Which request holds the claim: only it stores or releases the answer. */
  claim_id: string;
  /** null while the first request is in progress. */
  status_code: ColumnType<number | null, number | null | undefined, number | null>;
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  body: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  created_at: Timestamp;
}

/** 025: a CMS popup this account set aside: for good (`vu`), or until `expire_le` (`masque`). */
interface CmsPopupChoixTable {
  client_id: number;
  account_id: string;
  item_id: number;
  choix: 'vu' | 'masque';
  expire_le: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** 028: the lease of one client's kind of data while an instance purges it (decision 051). */
interface PurgeVerrouTable {
  client_id: number;
  nature: string;
  detenteur: string;
  expire_le: Timestamp;
}

/** 028: what one run of the purge did over one kind of a client's data. */
interface PurgeTable {
  id: Generated<number>;
  client_id: number;
  nature: string;
  supprimees: number;
  anonymisees: number;
  debut: Timestamp;
  fin: NullableTimestamp;
  instance: string;
}

/** 029: an archive of a person's data (« Télécharger mes données », decision 052). */
interface ExportDonneesTable {
  id: Generated<string>;
  client_id: number;
  personne_id: number;
  /** The member's account: the only one that downloads an archive he asked for. */
  account_id: string | null;
  demande_par: 'adherent' | 'gestionnaire';
  demandeur_account_id: string | null;
  /** Who asked: the member's identifier, or the staff member's (for the sheet and the audit). */
  demandeur: string;
  statut: ColumnType<
    'en_preparation' | 'prete' | 'echec' | 'expiree',
    'en_preparation' | undefined,
    'en_preparation' | 'prete' | 'echec' | 'expiree'
  >;
  /** Where the mail's link leads (PUBLIC_URL, or the client's own host it was asked on). */
  lien_base: string;
  lease_token: string | null;
  lease_until: NullableTimestamp;
  attempts: Generated<number>;
  created_at: Timestamp;
  prete_le: NullableTimestamp;
  expire_le: NullableTimestamp;
  /** Sealed (`sealBytes`, decision 048): the ZIP holds the member's NIR and IBANs. */
  archive: string | null;
  archive_nom: string | null;
  taille: number | null;
  erreur: string | null;
}

export interface Database {
  clients: ClientTable;
  client_assets: ClientAssetTable;
  personnes: PersonneTable;
  contrats: ContratTable;
  beneficiaires: BeneficiaireTable;
  accounts: AccountTable;
  sessions: SessionTable;
  rate_limits: RateLimitTable;
  app_secrets: AppSecretTable;
  outbox: OutboxTable;
  cms_block_lists: CmsBlockListTable;
  cms_items: CmsItemTable;
  cms_item_versions: CmsItemVersionTable;
  cms_images: CmsImageTable;
  faq_categories: FaqCategoryTable;
  faq_questions: FaqQuestionTable;
  faq_related: FaqRelatedTable;
  faq_feedback: FaqFeedbackTable;
  consentement_reponses: ConsentementReponseTable;
  reseaux_soins: ReseauSoinsTable;
  sc_tokens: ScTokenTable;
  uploads: UploadTable;
  account_tokens: AccountTokenTable;
  pending_verifications: PendingVerificationTable;
  security_codes: SecurityCodeTable;
  oidc_providers: OidcProviderTable;
  oidc_login_states: OidcLoginStateTable;
  oidc_sessions: OidcSessionTable;
  referentiel_entries: ReferentielEntryTable;
  demandes: DemandeTable;
  demande_evenements: DemandeEvenementTable;
  demande_messages: DemandeMessageTable;
  demande_pieces: DemandePieceTable;
  documents: DocumentTable;
  changements: ChangementTable;
  export_curseurs: ExportCurseurTable;
  offres: OffreTable;
  verifications_documents: VerificationDocumentTable;
  paiements: PaiementTable;
  decomptes: DecompteTable;
  alertes_remboursements: AlerteRemboursementTable;
  mandats_sepa: MandatSepaTable;
  staff_roles: StaffRoleTable;
  role_habilitations: RoleHabilitationTable;
  client_roles: ClientRoleTable;
  client_role_habilitations: ClientRoleHabilitationTable;
  audit_log: AuditLogTable;
  connexions: ConnexionTable;
  audiences: AudienceTable;
  notifications: NotificationTable;
  notification_destinataires: NotificationDestinataireTable;
  idempotency_keys: IdempotencyKeyTable;
  cms_popup_choix: CmsPopupChoixTable;
  export_donnees: ExportDonneesTable;
  journal_acces: JournalAccesTable;
  purge_verrous: PurgeVerrouTable;
  purges: PurgeTable;
}
