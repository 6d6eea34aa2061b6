// A case-form JSON Schema (refs inlined) as the Formily ISchema the case form runtime renders: x-label as title
// (x-title-en beside it), required flags on the children, enums with their labels, array components with their
// item, remove and add parts. One conversion for the built-in forms (generators/case-forms.ts, at build time) and
// the designed ones (converted in the browser when a published version is opened).
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

/** Object nodes whose properties are fields of their own (a section, tabs), not one value edited by a component. */
const GROUP_COMPONENTS = new Set(['FormLayout', 'CaseTabs']);

const DROP = new Set(['$schema', '$id', '$defs', 'title', 'additionalProperties', 'propertyNames', 'allOf', 'if', 'then', 'else', 'format', 'uniqueItems', 'description', 'x-label', 'x-enum-labels', 'x-add-label', 'default']);

/**
 * `optional`: an object block the form may leave out (a third party, the basic mark, fees). Its own required fields
 * are required only once it is filled in, which the server checks on submit and names the field; the browser marks
 * them required only in blocks the form requires.
 */
export function formilyNode(node: JsonObject, index: number, optional = false): JsonObject {
  const out: JsonObject = {};
  const types = (Array.isArray(node.type) ? node.type : node.type !== undefined ? [node.type] : []).filter((t) => t !== 'null') as string[];
  out.type = types[0] === 'integer' ? 'number' : (types[0] ?? (node.enum ? 'string' : 'object'));
  const label = node['x-label'] as JsonObject | undefined;
  if (label) {
    out.title = label.zh;
    out['x-title-en'] = label.en;
  }
  out['x-index'] = index;
  if (types.length < (Array.isArray(node.type) ? node.type.length : types.length)) out['x-nullable'] = true;
  if (node.default !== undefined) out.default = node.default;
  for (const [k, v] of Object.entries(node)) {
    if (DROP.has(k) || k === 'type' || k === 'properties' || k === 'items' || k === 'required' || k === 'enum') continue;
    out[k] = v;
  }
  // A list of choices (Checkbox.Group, a multiple Select) offers its items' values.
  const items = node.items && typeof node.items === 'object' && !Array.isArray(node.items) ? (node.items as JsonObject) : undefined;
  const choices = Array.isArray(node.enum) ? node : items && Array.isArray(items.enum) ? items : undefined;
  if (choices) {
    const labels = (choices['x-enum-labels'] ?? {}) as JsonObject;
    out.enum = (choices.enum as Json[]).filter((v) => v !== null).map((v) => ({ value: v, label: (labels[String(v)] as string) ?? String(v) }));
  }
  const required = new Set(optional ? [] : ((node.required ?? []) as string[]));
  const children = (props: JsonObject) =>
    Object.fromEntries(
      Object.entries(props).map(([k, v], i) => {
        const child = formilyNode(v as JsonObject, i, optional || !required.has(k));
        if (required.has(k)) child.required = true;
        return [k, child];
      }),
    );
  // An object edited by one component (MoneyInput: {amount, currency}) is one field, not a group of fields.
  const component = node['x-component'];
  const group = component === undefined || GROUP_COMPONENTS.has(component as string);
  if (node.properties && group) out.properties = children(node.properties as JsonObject);
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
    // The add button names what it adds where the schema says (x-add-label: 添加国家/地区), else 添加.
    const addLabel = node['x-add-label'] as { zh: string; en: string } | undefined;
    const item = formilyNode(node.items as JsonObject, 0);
    delete item['x-index'];
    if (item.type === 'object' && component === 'ArrayItems') {
      item['x-component'] = 'ArrayItems.Item';
      delete item['x-decorator'];
      item.properties = { ...(item.properties as JsonObject), remove: { type: 'void', 'x-component': 'ArrayItems.Remove', 'x-index': 999 } };
      out.properties = { add: { type: 'void', title: addLabel?.zh ?? '添加', 'x-title-en': addLabel?.en ?? 'Add', 'x-component': 'ArrayItems.Addition' } };
    } else if (item.type === 'object' && component === 'ArrayTable') {
      // Each field becomes a column; the row ends with a remove button.
      const columns: JsonObject = {};
      for (const [k, v] of Object.entries((item.properties ?? {}) as JsonObject)) {
        const { title, 'x-title-en': en, ...field } = v as JsonObject;
        columns[`column_${k}`] = { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: title ?? null, titleEn: en ?? null }, 'x-index': field['x-index'], properties: { [k]: field } };
      }
      columns.column_operations = { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: '操作', titleEn: 'Actions', width: 80 }, 'x-index': 999, properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } } };
      item.properties = columns;
      out.properties = { add: { type: 'void', title: addLabel?.zh ?? '添加', 'x-title-en': addLabel?.en ?? 'Add', 'x-component': 'ArrayTable.Addition' } };
    }
    out.items = item;
  }
  return out;
}
