export * from './session/user-type';
export * from './menu/menu-entries';
export * from './theme/theme';
export * from './password/password-policy';
export * from './settings/enums';
export * from './units';
