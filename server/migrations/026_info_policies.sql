-- Policy documents per shop and language (the agreement page: user agreement, privacy policy,
-- purchase notice, account cancellation). A shop's own document in the language asked for wins;
-- otherwise the gateway's default policy in that language (services/accounts/reference.ts).
-- Content is HTML from the merchant: the client renders it only through its sanitiser.
CREATE TABLE shop_policies (
  merchant_id TEXT NOT NULL,
  policy_type TEXT NOT NULL,
  lang TEXT NOT NULL,
  version TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (merchant_id, policy_type, lang)
);

-- The mainland shop (10001): its own user agreement and privacy policy in every language.
INSERT INTO shop_policies (merchant_id, policy_type, lang, version, title, content, updated_at) VALUES
('10001', 'USER_AGREEMENT', 'zh-CN', '2024-06-01', '星票演出用户服务协议',
 '<h3>一、协议的接受</h3><p>欢迎使用<strong>星票演出</strong>。注册或登录即表示您已阅读并同意本协议。</p><h3>二、账号</h3><ol><li>一个手机号只能注册一个账号。</li><li>请妥善保管验证码，账号下的行为由您负责。</li></ol><h3>三、购票</h3><ul><li>实名制演出一人一证一票。</li><li>除演出取消或延期外，售出的门票一般不支持退换。</li></ul><p>完整条款见<a href="https://example.com/showtix/terms">官网</a>。</p>',
 '2024-06-01'),
('10001', 'USER_AGREEMENT', 'zh-MO', '2024-06-01', '星票演出用戶服務協議',
 '<h3>一、協議的接受</h3><p>歡迎使用<strong>星票演出</strong>。註冊或登入即表示您已閱讀並同意本協議。</p><h3>二、賬號</h3><ol><li>一個手機號只能註冊一個賬號。</li><li>請妥善保管驗證碼，賬號下的行為由您負責。</li></ol><h3>三、購票</h3><ul><li>實名制演出一人一證一票。</li><li>除演出取消或延期外，售出的門票一般不支持退換。</li></ul><p>完整條款見<a href="https://example.com/showtix/terms">官網</a>。</p>',
 '2024-06-01'),
('10001', 'USER_AGREEMENT', 'en-US', '2024-06-01', 'Showtix User Agreement',
 '<h3>1. Accepting this agreement</h3><p>Welcome to <strong>Showtix</strong>. By registering or logging in you confirm you have read and accept this agreement.</p><h3>2. Your account</h3><ol><li>One phone number holds one account.</li><li>Keep your codes to yourself: you are responsible for what is done with your account.</li></ol><h3>3. Tickets</h3><ul><li>Real-name shows allow one ticket per person and ID.</li><li>Unless a show is cancelled or postponed, tickets sold are usually not refundable.</li></ul><p>The full terms are on <a href="https://example.com/showtix/terms">our website</a>.</p>',
 '2024-06-01'),
('10001', 'PRIVACY_POLICY', 'zh-CN', '2024-06-01', '星票演出隐私政策',
 '<h3>我们收集的信息</h3><ul><li>手机号：用于登录与购票通知；</li><li>观演人证件：仅用于实名入场；</li><li>收货地址：仅用于配送纸质票与商品。</li></ul><h3>我们如何保护</h3><p>信息加密存储，<em>绝不出售</em>。您可随时在“账号与安全”中注销账号。</p>',
 '2024-06-01'),
('10001', 'PRIVACY_POLICY', 'zh-MO', '2024-06-01', '星票演出私隱政策',
 '<h3>我們收集的資料</h3><ul><li>手機號：用於登入與購票通知；</li><li>觀演人證件：僅用於實名入場；</li><li>收貨地址：僅用於配送紙質票與商品。</li></ul><h3>我們如何保護</h3><p>資料加密儲存，<em>絕不出售</em>。您可隨時在「賬號與安全」中註銷賬號。</p>',
 '2024-06-01'),
('10001', 'PRIVACY_POLICY', 'en-US', '2024-06-01', 'Showtix Privacy Policy',
 '<h3>What we collect</h3><ul><li>Your phone number: to log in and to tell you about your tickets;</li><li>attendee documents: only for real-name entry;</li><li>delivery addresses: only to deliver paper tickets and goods.</li></ul><h3>How we protect it</h3><p>Everything is stored encrypted and <em>never sold</em>. You can cancel your account at any time under "Account and security".</p>',
 '2024-06-01'),

-- The Macau shop (10002): its own privacy policy (Macau personal data law), zh-MO and en-US only;
-- its user agreement is the default one.
('10002', 'PRIVACY_POLICY', 'zh-MO', '2024-03-01', '澳門演藝票務私隱政策',
 '<p>本政策依照澳門<strong>第8/2005號法律《個人資料保護法》</strong>制定。</p><h3>資料用途</h3><ul><li>電郵：用於登入、啟用賬號及訂單通知；</li><li>觀演人證件：僅用於實名入場。</li></ul><p>查詢請電郵 privacy@example.mo。</p>',
 '2024-03-01'),
('10002', 'PRIVACY_POLICY', 'en-US', '2024-03-01', 'Macau Stage Tickets Privacy Policy',
 '<p>This policy follows Macau <strong>Law 8/2005, the Personal Data Protection Act</strong>.</p><h3>How your data is used</h3><ul><li>Your e-mail: to log in, activate your account and send order notices;</li><li>attendee documents: only for real-name entry.</li></ul><p>Questions: privacy@example.mo.</p>',
 '2024-03-01');
