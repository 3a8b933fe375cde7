/**
 * antd's text and password inputs on their own. `Input` from 'antd' carries its search box, text area
 * and one-time-code input with it (some 6 KB of JavaScript); the sign-in and registration pages, which
 * every student opens, need only these two.
 */
export { default as TextInput } from 'antd/es/input/Input'
export { default as PasswordInput } from 'antd/es/input/Password'
