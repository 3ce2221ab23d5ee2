/** A text field that must not be left empty (or only spaces), said with the field's label. */
export const required = (label: string) => [{ required: true, whitespace: true, message: `请填写${label}` }];
