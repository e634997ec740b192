// selenium-webdriver's driver services are not exported from its main module; its types describe
// them as `selenium-webdriver/remote`, a directory Node's ES modules cannot import by that name.
declare module 'selenium-webdriver/remote/index.js' {
  import * as remote from 'selenium-webdriver/remote';
  export default remote;
}
