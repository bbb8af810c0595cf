/**
 * The columns of each importable list, in template order: the field key the
 * contracts use, whether the file must have it, the English header the templates and exports
 * write, and the other names a shop's own spreadsheet may give the column — in English, Sinhala
 * and Tamil. `guessMapping` matches a file's header row against them.
 */
import type { ImportKind } from '../contracts/import-paths';

export interface ImportFieldDef {
  key: string;
  required: boolean;
  /** What templates and exports write (English). */
  header: string;
  /** Other names the column goes by (English, Sinhala, Tamil); compared with `headerKey`. */
  aliases: readonly string[];
}

const f = (key: string, header: string, aliases: readonly string[], required = false): ImportFieldDef => ({
  key,
  required,
  header,
  aliases,
});

const NAME = ['name', 'නම', 'பெயர்'];
const PHONE = [
  'phone',
  'phone number',
  'mobile',
  'telephone',
  'tel',
  'දුරකථනය',
  'දුරකථන අංකය',
  'ජංගම දුරකථනය',
  'தொலைபேசி',
  'தொலைபேசி எண்',
  'கைபேசி',
];
const EMAIL = ['email', 'e-mail', 'email address', 'විද්‍යුත් තැපෑල', 'ඊමේල්', 'மின்னஞ்சல்'];
const ADDRESS = ['address', 'ලිපිනය', 'முகவரி'];
const NOTES = ['notes', 'note', 'remarks', 'සටහන්', 'සටහන', 'குறிப்புகள்', 'குறிப்பு'];

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportFieldDef[]> = {
  products: [
    f('category', 'Category', ['category', 'group', 'department', 'වර්ගය', 'කාණ්ඩය', 'ප්‍රවර්ගය', 'வகை', 'பிரிவு']),
    f('sku', 'SKU', ['sku', 'item code', 'product code', 'code', 'අයිතම කේතය', 'භාණ්ඩ කේතය', 'பொருள் குறியீடு', 'குறியீடு']),
    f('barcode', 'Barcode', ['barcode', 'bar code', 'ean', 'upc', 'තීරු කේතය', 'බාර්කෝඩ්', 'பார்கோடு', 'பட்டைக் குறியீடு']),
    f(
      'name',
      'Name',
      [...NAME, 'product name', 'item name', 'item', 'product', 'description', 'භාණ්ඩයේ නම', 'භාණ්ඩය', 'பொருளின் பெயர்', 'பொருள்'],
      true,
    ),
    f('nameSi', 'Name (Sinhala)', ['name sinhala', 'sinhala name', 'name si', 'සිංහල නම', 'නම සිංහල', 'சிங்களப் பெயர்', 'சிங்கள பெயர்']),
    f('nameTa', 'Name (Tamil)', ['name tamil', 'tamil name', 'name ta', 'දෙමළ නම', 'නම දෙමළ', 'தமிழ்ப் பெயர்', 'தமிழ் பெயர்']),
    f('unit', 'Unit', ['unit', 'uom', 'unit of measure', 'ඒකකය', 'அலகு']),
    f('buyingPrice', 'Buying price', [
      'buying price',
      'cost',
      'cost price',
      'purchase price',
      'ගැනුම් මිල',
      'මිලදී ගැනීමේ මිල',
      'කොන්තරාත් මිල',
      'கொள்முதல் விலை',
      'வாங்கும் விலை',
      'அடக்க விலை',
    ]),
    f(
      'sellingPrice',
      'Selling price',
      ['selling price', 'price', 'sale price', 'retail price', 'විකුණුම් මිල', 'විකිණීමේ මිල', 'මිල', 'விற்பனை விலை', 'விலை'],
      true,
    ),
    f('mrp', 'MRP', ['mrp', 'maximum retail price', 'max retail price', 'උපරිම සිල්ලර මිල', 'උපරිම මිල', 'அதிகபட்ச சில்லறை விலை']),
    f('taxCategory', 'Tax category', ['tax category', 'tax', 'බදු වර්ගය', 'බදු කාණ්ඩය', 'வரி வகை']),
    f('vatRate', 'VAT rate', [
      'vat rate',
      'vat',
      'vat %',
      'vat percent',
      'වැට් අනුපාතය',
      'වැට්',
      'vat අනුපාතය',
      'வாட் விகிதம்',
      'வாட்',
      'vat விகிதம்',
    ]),
    f('lowStockThreshold', 'Low stock threshold', [
      'low stock threshold',
      'threshold',
      'reorder level',
      'minimum stock',
      'min stock',
      'අවම තොග මට්ටම',
      'අවම තොගය',
      'குறைந்தபட்ச இருப்பு',
      'குறைந்தபட்ச இருப்பு அளவு',
    ]),
    f('stock', 'Opening stock', [
      'opening stock',
      'stock',
      'quantity',
      'qty',
      'on hand',
      'ආරම්භක තොගය',
      'තොගය',
      'ප්‍රමාණය',
      'ஆரம்ப இருப்பு',
      'இருப்பு',
      'அளவு',
    ]),
    f('supplier', 'Supplier', ['supplier', 'supplier name', 'vendor', 'සැපයුම්කරු', 'සැපයුම්කරුගේ නම', 'விநியோகஸ்தர்', 'சப்ளையர்']),
    // Batches (decision 0020): whether the product tracks them, and the batch its opening stock is in.
    f('tracksBatches', 'Tracks batches', [
      'tracks batches',
      'track batches',
      'batch tracking',
      'batches',
      'කාණ්ඩ අනුව තොගය',
      'බැච් අනුව තොගය',
      'බැච් ලුහුබැඳීම',
      'தொகுதி வாரியாகக் கையிருப்பு',
      'பேட்ச் வாரியாகக் கையிருப்பு',
      'தொகுதி கண்காணிப்பு',
    ]),
    f('batchNumber', 'Batch number', [
      'batch number',
      'batch no',
      'batch',
      'lot number',
      'lot no',
      'lot',
      'කාණ්ඩ අංකය',
      'බැච් අංකය',
      'තොග අංකය',
      'தொகுதி இலக்கம்',
      'பேட்ச் இலக்கம்',
      'தொகுதி எண்',
      'பேட்ச் எண்',
    ]),
    f('expiryDate', 'Expiry date', [
      'expiry date',
      'expiry',
      'exp date',
      'expiration date',
      'expires',
      'best before',
      'use by',
      'කල් ඉකුත් වන දිනය',
      'කල් ඉකුත්වන දිනය',
      'ඉකුත් වන දිනය',
      'காலாவதி தேதி',
      'காலாவதி திகதி',
      'காலாவதியாகும் தேதி',
      'காலாவதி',
    ]),
  ],
  customers: [
    f(
      'name',
      'Name',
      [...NAME, 'customer name', 'customer', 'full name', 'පාරිභෝගිකයාගේ නම', 'පාරිභෝගිකයා', 'வாடிக்கையாளர் பெயர்', 'வாடிக்கையாளர்'],
      true,
    ),
    f('phone', 'Phone', PHONE),
    f('email', 'Email', EMAIL),
    f('address', 'Address', ADDRESS),
    f('city', 'City', ['city', 'town', 'නගරය', 'நகரம்', 'ஊர்']),
    f('customerType', 'Customer type', ['customer type', 'type', 'පාරිභෝගික වර්ගය', 'வாடிக்கையாளர் வகை']),
    f('notes', 'Notes', NOTES),
  ],
  debtors: [
    f('name', 'Name', [...NAME, 'customer name', 'debtor', 'debtor name', 'ණයකරුගේ නම', 'ණයකරු', 'கடனாளியின் பெயர்', 'கடனாளி'], true),
    f('phone', 'Phone', PHONE),
    f('email', 'Email', EMAIL),
    f('address', 'Address', ADDRESS),
    f('totalDebt', 'Opening balance', [
      'opening balance',
      'balance',
      'total debt',
      'debt',
      'amount owed',
      'outstanding',
      'ආරම්භක ශේෂය',
      'ණය මුදල',
      'ශේෂය',
      'ණය',
      'ஆரம்ப நிலுவை',
      'கடன் தொகை',
      'நிலுவை',
      'கடன்',
    ]),
    f('dueDate', 'Due date', [
      'due date',
      'due',
      'ගෙවිය යුතු දිනය',
      'ගෙවීමේ දිනය',
      'செலுத்த வேண்டிய தேதி',
      'செலுத்த வேண்டிய திகதி',
      'இறுதி தேதி',
      'இறுதி திகதி',
    ]),
    f('creditLimit', 'Credit limit', ['credit limit', 'limit', 'ණය සීමාව', 'கடன் வரம்பு']),
    f('notes', 'Notes', NOTES),
  ],
  suppliers: [
    f(
      'name',
      'Name',
      [...NAME, 'supplier name', 'supplier', 'company', 'සැපයුම්කරුගේ නම', 'සැපයුම්කරු', 'விநியோகஸ்தர் பெயர்', 'சப்ளையர் பெயர்', 'விநியோகஸ்தர்'],
      true,
    ),
    f('contactPerson', 'Contact person', ['contact person', 'contact', 'සම්බන්ධතා පුද්ගලයා', 'සම්බන්ධ කරගත යුතු පුද්ගලයා', 'தொடர்பு நபர்']),
    f('phone', 'Phone', PHONE),
    f('email', 'Email', EMAIL),
    f('address', 'Address', ADDRESS),
    f('paymentTerms', 'Payment terms', ['payment terms', 'terms', 'ගෙවීම් කොන්දේසි', 'கட்டண நிபந்தனைகள்']),
    f('vatNumber', 'VAT number', ['vat number', 'vat no', 'vat registration number', 'වැට් අංකය', 'vat අංකය', 'வாட் எண்', 'vat எண்']),
    f('notes', 'Notes', NOTES),
  ],
};

/**
 * A header as compared: Unicode NFC, lower case, without spaces, punctuation or the zero-width
 * joiners Sinhala conjuncts may or may not carry (ප්‍ර and ප්ර are the same word to a reader).
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u200c|\u200d|\ufeff/g, '')
    .replace(/[\s_\-.:()[\]/\\#*'"%]+/g, '');
}

const ALIAS_INDEX: Record<ImportKind, Map<string, string>> = Object.fromEntries(
  Object.entries(IMPORT_FIELDS).map(([kind, fields]) => {
    const index = new Map<string, string>();
    for (const field of fields)
      for (const name of [field.header, field.key, ...field.aliases])
        if (!index.has(headerKey(name))) index.set(headerKey(name), field.key);
    return [kind, index];
  }),
) as Record<ImportKind, Map<string, string>>;

/**
 * Field key → column index (or null) from the file's header row: each column is given to the
 * field whose name or alias it matches; when two columns name one field the first wins.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): Record<string, number | null> {
  const mapping: Record<string, number | null> = Object.fromEntries(IMPORT_FIELDS[kind].map((field) => [field.key, null]));
  headers.forEach((header, index) => {
    const key = ALIAS_INDEX[kind].get(headerKey(header));
    if (key && mapping[key] === null) mapping[key] = index;
  });
  return mapping;
}

/** Problems with a mapping a person chose: unknown fields, columns past the header, a column used twice, a required field unmapped. */
export type MappingProblem =
  { kind: 'unknownField' | 'outOfRange' | 'twice'; key: string } | { kind: 'required'; key: string; header: string };

export function checkMapping(kind: ImportKind, mapping: Record<string, number | null>, columns: number): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const known = new Set(IMPORT_FIELDS[kind].map((field) => field.key));
  const used = new Map<number, string>();
  for (const [key, index] of Object.entries(mapping)) {
    if (!known.has(key)) problems.push({ kind: 'unknownField', key });
    else if (index != null && index >= columns) problems.push({ kind: 'outOfRange', key });
    else if (index != null && used.has(index)) problems.push({ kind: 'twice', key });
    if (index != null) used.set(index, key);
  }
  for (const field of IMPORT_FIELDS[kind])
    if (field.required && mapping[field.key] == null) problems.push({ kind: 'required', key: field.key, header: field.header });
  return problems;
}
