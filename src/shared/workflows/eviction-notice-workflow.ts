/**
 * Give a tenant a 3-day notice to pay rent or leave: the spec's eviction notice workflow, ending in the landlord
 * notice of the catalog, always the pay-rent notice. The notice may demand rent only (§ 83.56(3)); late fees and
 * other charges are asked so she sees them apart, and are not put in the notice.
 */
import { landlordNotice, PAY_RENT } from "../documents/landlord-notice";
import { LANDLORD_TENANT } from "../florida/law";
import { kindField, kindFields } from "./kind-fields";
import { defineWorkflow, type KindTarget } from "./workflow-definition";

const toKind: Record<string, KindTarget> = {
  propertyAddress: "property_address",
  unitNumber: "property_address",
  county: "county",
  landlordName: "landlord_name",
  landlordAddress: "landlord_address",
  landlordPhone: "landlord_phone",
  landlordIsCompany: "landlord_is_company",
  landlordSignerName: "landlord_signer_name",
  landlordSignerTitle: "landlord_signer_title",
  tenantNames: "tenant_name",
  totalOwed: "rent_amount",
  deliveryDate: "delivery_date",
  deliveryMethod: "delivery_method",
  deliveredBy: "delivered_by",
};

const k = landlordNotice;
const money = (name: string, required: boolean, min: number) =>
  ({ name, type: "number", format: "money", min, ...(required ? { required: true } : {}) }) as const;

export const evictionNoticeWorkflow = defineWorkflow({
  type: "eviction_notice",
  category: "landlord_tenant",
  icon: "home",
  estimatedTime: 20,
  difficulty: "easy",
  floridaStatutes: [
    LANDLORD_TENANT.threeDayNoticeDays.citation,
    LANDLORD_TENANT.noticeDeliveryMethods.citation,
    LANDLORD_TENANT.partialRentAfterThreeDayNotice.citation,
  ],
  filingFee: null,
  requiredDocuments: ["three_day_notice"],
  kind: "landlord_notice",
  toKind,
  fixed: { notice_type: PAY_RENT },
  steps: [
    {
      id: "property",
      fields: [
        kindField(k, toKind, "propertyAddress"),
        { name: "unitNumber", type: "text", maxLength: 20 },
        kindField(k, toKind, "county"),
      ],
    },
    {
      id: "landlord",
      fields: kindFields(k, toKind, [
        "landlordName",
        "landlordAddress",
        "landlordPhone",
        "landlordIsCompany",
        "landlordSignerName",
        "landlordSignerTitle",
      ]),
    },
    {
      id: "tenant",
      fields: [kindField(k, toKind, "tenantNames"), { name: "leaseDate", type: "date" }, money("monthlyRent", true, 1)],
    },
    {
      id: "amount",
      fields: [
        { name: "unpaidMonths", type: "number", required: true, min: 1, max: 24 },
        money("totalOwed", true, 1),
        money("lateFees", false, 0),
        money("otherCharges", false, 0),
      ],
    },
    { id: "delivery", fields: kindFields(k, toKind, ["deliveryDate", "deliveryMethod", "deliveredBy"]) },
  ],
});
