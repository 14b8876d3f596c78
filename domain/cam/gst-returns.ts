/**
 * The GST returns a CAM is built from, in the shapes of the public GST return JSON (GSTN's offline
 * tool and GSP APIs). Amounts are rupee numbers with at most two decimals, as in those files; the
 * CAM turns each into integer paise before adding anything up.
 */

export interface GstItemDetail { rt: number; txval: number; iamt: number; camt: number; samt: number; csamt: number }
export interface GstInvoice {
  inum: string;
  /** dd-mm-yyyy, as the GST files write dates. */
  idt: string;
  val: number;
  pos: string;
  rchrg: 'Y' | 'N';
  inv_typ: string;
  itms: { num: number; itm_det: GstItemDetail }[];
}
export interface GstB2bParty { ctin: string; inv: GstInvoice[] }
export interface GstB2csRow { sply_ty: 'INTRA' | 'INTER'; pos: string; typ: string; rt: number; txval: number; iamt: number; camt: number; samt: number; csamt: number }
export interface GstHsnRow { num: number; hsn_sc: string; desc: string; uqc: string; qty: number; val: number; txval: number; iamt: number; camt: number; samt: number; csamt: number }

export interface Gstr1 { gstin: string; fp: string; b2b: GstB2bParty[]; b2cs: GstB2csRow[]; hsn: { data: GstHsnRow[] } }

export interface GstTaxLine { txval: number; iamt: number; camt: number; samt: number; csamt: number }
export interface GstItcLine { ty: string; iamt: number; camt: number; samt: number; csamt: number }
export interface Gstr3b {
  gstin: string;
  ret_period: string;
  sup_details: { osup_det: GstTaxLine; osup_zero: GstTaxLine; osup_nil_exmp: { txval: number }; isup_rev: GstTaxLine; osup_nongst: { txval: number } };
  itc_elg: { itc_avl: GstItcLine[]; itc_rev: GstItcLine[]; itc_net: Omit<GstItcLine, 'ty'>; itc_inelg: GstItcLine[] };
}

/** GSTR-2B: the inward supplies the suppliers reported, the purchases side of the CAM. */
export interface Gstr2bInvoice { inum: string; dt: string; val: number; pos: string; rev: 'Y' | 'N'; itcavl: 'Y' | 'N'; typ: string; items: { num: number; rt: number; txval: number; igst: number; cgst: number; sgst: number; cess: number }[] }
export interface Gstr2b { gstin: string; rtnprd: string; docdata: { b2b: { ctin: string; trdnm: string; supfildt: string; supprd: string; inv: Gstr2bInvoice[] }[] } }

/** One stored return: its type, its period (MMYYYY) and its JSON as the provider gave it. */
export type GstReturnType = 'GSTR1' | 'GSTR3B' | 'GSTR2B' | 'GSTR2A';
export interface StoredGstReturn { return_type: GstReturnType; ret_period: string; payload: unknown }
