/**
 * Frequently leaked passwords of 8+ characters (shorter ones already fail the length rule),
 * including common Chinese pinyin and number patterns. Compared lower-cased.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '98765432', '987654321',
  '11111111', '111111111', '00000000', '000000000', '88888888', '66666666', '99999999', '22222222',
  '12341234', '11223344', '12121212', '123123123', '12344321', '11112222', '147258369', '123456789a',
  '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'qwer1234', 'qwerty123', 'qwertyui', 'qwertyuiop',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'zxcvbnm123', 'asdf1234', 'zaq12wsx', '!qaz2wsx', 'qazwsxedc',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa55word',
  'abc12345', 'abcd1234', 'abcdefgh', 'abc123456', 'a1234567', 'a12345678', 'a123456789', 'aa123456',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'starwars',
  'trustno1', 'welcome1', 'whatever', 'michelle', 'jennifer', 'computer', 'internet', 'letmein1',
  'master123', 'admin123', 'administrator', 'changeme', 'qwerty12', 'dragon123', 'monkey123',
  'woaini1314', 'woaini520', '5201314520', '52013145', '1314520520', 'woaiwojia', 'zhang123',
  'wang1234', 'li123456', 'liu123456', 'chen1234', 'huang123', 'zhongguo', 'beijing1', 'shanghai',
  'qq123456', 'qq1234567', 'qq12345678', 'woshishui', 'aini1314', 'nihao123', 'wodemima',
  'fashion1', 'fashion123', 'designer', 'designer1', 'trendloom', 'trendloom1', 'chaozhi123',
  '12qwaszx', '1qazxsw2', 'q1w2e3r4t5', 'a1b2c3d4', '1a2b3c4d', 'aaaaaaaa', 'abcabcabc',
  'iloveyou1314', 'loveyou1', 'lovelove', 'qwe123456', 'qweasdzxc', 'asd123456', 'zxc123456',
]);
