/**
 * Spec 2 §4 cart modes: edit (a line opens Edit Cart) or delete (each line has a delete button); view for a cart that
 * can only be returned (an inspect punchout, issue 28): no line opens anything.
 */
export type CartMode = 'edit' | 'delete' | 'view';
