/** Spec 2 §4 cart modes: edit (a line opens Edit Cart) or delete (each line has a delete button). */
export type CartMode = 'edit' | 'delete';
