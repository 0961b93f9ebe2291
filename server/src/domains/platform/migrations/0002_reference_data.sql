-- Reference data the product needs in every deployment: agent platforms, regions, identity types,
-- nationalities, public holidays, and the catalogue of business functions. Later changes come as new
-- migrations (e.g. the 2027 holiday notice: see docs/decisions/0004-holiday-calendar.md).

-- Agent platforms (foundations section 9: gdzl 1001, hbzhf 1002, szth 1003, dossen 1004, digicoms 1005,
-- xzw 1006; the default brand clgj has no agent id and answers as platform 1020). Names and hotlines are
-- placeholders until each agent's contract data is loaded (docs/decisions/0003-server-data-and-identity.md).
insert into platforms (plat_id, brand_key, agent_plat_id, agent_name, agent_app_name, agent_logo_dist, integral_logo_url, service_phone, service_type, is_default) values
  (1001, 'gdzl', '1001', '广东中旅商旅', '中旅商旅', '/static/brand/gdzl/logo.png', '/static/brand/gdzl/integral-logo.png', '400-000-1001', 1, false),
  (1002, 'hbzhf', '1002', '湖北智慧飞商旅', '智慧飞商旅', '/static/brand/hbzhf/logo.png', '/static/brand/hbzhf/integral-logo.png', '400-000-1002', 1, false),
  (1003, 'szth', '1003', '深圳天航商旅', '天航商旅', '/static/brand/szth/logo.png', '/static/brand/szth/integral-logo.png', '400-000-1003', 1, false),
  (1004, 'dossen', '1004', '东呈商旅', '东呈商旅', '/static/brand/dossen/logo.png', '/static/brand/dossen/integral-logo.png', '400-000-1004', 1, false),
  (1005, 'digicoms', '1005', '迪信通商旅', '迪信通商旅', '/static/brand/digicoms/logo.png', '/static/brand/digicoms/integral-logo.png', '400-000-1005', 2, false),
  (1006, 'xzw', '1006', '行者无疆商旅', '行者商旅', '/static/brand/xzw/logo.png', '/static/brand/xzw/integral-logo.png', '400-000-1006', 1, false),
  (1020, 'clgj', '', '差旅管家', '差旅管家', '/static/brand/clgj/logo.png', '/static/brand/clgj/integral-logo.png', '400-000-0000', 1, true);

-- Regions, GB/T 2260 codes: all 34 provincial divisions, their main cities, and the central districts of
-- the largest cities. Hong Kong, Macao and Taiwan have no official city level: one city each, coded
-- province code + 0100.
insert into regions (code, name, level, parent_code, sort) values
  ('110000', '北京市', 1, '', 1), ('120000', '天津市', 1, '', 2), ('130000', '河北省', 1, '', 3),
  ('140000', '山西省', 1, '', 4), ('150000', '内蒙古自治区', 1, '', 5), ('210000', '辽宁省', 1, '', 6),
  ('220000', '吉林省', 1, '', 7), ('230000', '黑龙江省', 1, '', 8), ('310000', '上海市', 1, '', 9),
  ('320000', '江苏省', 1, '', 10), ('330000', '浙江省', 1, '', 11), ('340000', '安徽省', 1, '', 12),
  ('350000', '福建省', 1, '', 13), ('360000', '江西省', 1, '', 14), ('370000', '山东省', 1, '', 15),
  ('410000', '河南省', 1, '', 16), ('420000', '湖北省', 1, '', 17), ('430000', '湖南省', 1, '', 18),
  ('440000', '广东省', 1, '', 19), ('450000', '广西壮族自治区', 1, '', 20), ('460000', '海南省', 1, '', 21),
  ('500000', '重庆市', 1, '', 22), ('510000', '四川省', 1, '', 23), ('520000', '贵州省', 1, '', 24),
  ('530000', '云南省', 1, '', 25), ('540000', '西藏自治区', 1, '', 26), ('610000', '陕西省', 1, '', 27),
  ('620000', '甘肃省', 1, '', 28), ('630000', '青海省', 1, '', 29), ('640000', '宁夏回族自治区', 1, '', 30),
  ('650000', '新疆维吾尔自治区', 1, '', 31), ('710000', '台湾省', 1, '', 32), ('810000', '香港特别行政区', 1, '', 33),
  ('820000', '澳门特别行政区', 1, '', 34);

insert into regions (code, name, level, parent_code, sort) values
  ('110100', '北京市', 2, '110000', 1),
  ('120100', '天津市', 2, '120000', 1),
  ('130100', '石家庄市', 2, '130000', 1), ('130200', '唐山市', 2, '130000', 2), ('130300', '秦皇岛市', 2, '130000', 3),
  ('130600', '保定市', 2, '130000', 4), ('131000', '廊坊市', 2, '130000', 5),
  ('140100', '太原市', 2, '140000', 1), ('140200', '大同市', 2, '140000', 2),
  ('150100', '呼和浩特市', 2, '150000', 1), ('150200', '包头市', 2, '150000', 2), ('150600', '鄂尔多斯市', 2, '150000', 3),
  ('210100', '沈阳市', 2, '210000', 1), ('210200', '大连市', 2, '210000', 2),
  ('220100', '长春市', 2, '220000', 1), ('220200', '吉林市', 2, '220000', 2),
  ('230100', '哈尔滨市', 2, '230000', 1), ('230200', '齐齐哈尔市', 2, '230000', 2),
  ('310100', '上海市', 2, '310000', 1),
  ('320100', '南京市', 2, '320000', 1), ('320200', '无锡市', 2, '320000', 2), ('320300', '徐州市', 2, '320000', 3),
  ('320400', '常州市', 2, '320000', 4), ('320500', '苏州市', 2, '320000', 5), ('320600', '南通市', 2, '320000', 6),
  ('321000', '扬州市', 2, '320000', 7),
  ('330100', '杭州市', 2, '330000', 1), ('330200', '宁波市', 2, '330000', 2), ('330300', '温州市', 2, '330000', 3),
  ('330400', '嘉兴市', 2, '330000', 4), ('330600', '绍兴市', 2, '330000', 5), ('330700', '金华市', 2, '330000', 6),
  ('340100', '合肥市', 2, '340000', 1), ('340200', '芜湖市', 2, '340000', 2), ('341000', '黄山市', 2, '340000', 3),
  ('350100', '福州市', 2, '350000', 1), ('350200', '厦门市', 2, '350000', 2), ('350500', '泉州市', 2, '350000', 3),
  ('360100', '南昌市', 2, '360000', 1), ('360400', '九江市', 2, '360000', 2),
  ('370100', '济南市', 2, '370000', 1), ('370200', '青岛市', 2, '370000', 2), ('370600', '烟台市', 2, '370000', 3),
  ('370700', '潍坊市', 2, '370000', 4),
  ('410100', '郑州市', 2, '410000', 1), ('410300', '洛阳市', 2, '410000', 2),
  ('420100', '武汉市', 2, '420000', 1), ('420500', '宜昌市', 2, '420000', 2), ('420600', '襄阳市', 2, '420000', 3),
  ('430100', '长沙市', 2, '430000', 1), ('430800', '张家界市', 2, '430000', 2),
  ('440100', '广州市', 2, '440000', 1), ('440300', '深圳市', 2, '440000', 2), ('440400', '珠海市', 2, '440000', 3),
  ('440500', '汕头市', 2, '440000', 4), ('440600', '佛山市', 2, '440000', 5), ('441300', '惠州市', 2, '440000', 6),
  ('441900', '东莞市', 2, '440000', 7), ('442000', '中山市', 2, '440000', 8),
  ('450100', '南宁市', 2, '450000', 1), ('450200', '柳州市', 2, '450000', 2), ('450300', '桂林市', 2, '450000', 3),
  ('460100', '海口市', 2, '460000', 1), ('460200', '三亚市', 2, '460000', 2),
  ('500100', '重庆市', 2, '500000', 1),
  ('510100', '成都市', 2, '510000', 1), ('510700', '绵阳市', 2, '510000', 2),
  ('520100', '贵阳市', 2, '520000', 1), ('520300', '遵义市', 2, '520000', 2),
  ('530100', '昆明市', 2, '530000', 1), ('530700', '丽江市', 2, '530000', 2), ('532900', '大理白族自治州', 2, '530000', 3),
  ('540100', '拉萨市', 2, '540000', 1),
  ('610100', '西安市', 2, '610000', 1), ('610400', '咸阳市', 2, '610000', 2),
  ('620100', '兰州市', 2, '620000', 1), ('620200', '嘉峪关市', 2, '620000', 2),
  ('630100', '西宁市', 2, '630000', 1),
  ('640100', '银川市', 2, '640000', 1),
  ('650100', '乌鲁木齐市', 2, '650000', 1), ('650200', '克拉玛依市', 2, '650000', 2),
  ('710100', '台北市', 2, '710000', 1),
  ('810100', '香港', 2, '810000', 1),
  ('820100', '澳门', 2, '820000', 1);

insert into regions (code, name, level, parent_code, sort) values
  ('110101', '东城区', 3, '110100', 1), ('110102', '西城区', 3, '110100', 2), ('110105', '朝阳区', 3, '110100', 3),
  ('110106', '丰台区', 3, '110100', 4), ('110107', '石景山区', 3, '110100', 5), ('110108', '海淀区', 3, '110100', 6),
  ('110112', '通州区', 3, '110100', 7), ('110115', '大兴区', 3, '110100', 8),
  ('120101', '和平区', 3, '120100', 1), ('120102', '河东区', 3, '120100', 2), ('120103', '河西区', 3, '120100', 3),
  ('120104', '南开区', 3, '120100', 4), ('120116', '滨海新区', 3, '120100', 5),
  ('310101', '黄浦区', 3, '310100', 1), ('310104', '徐汇区', 3, '310100', 2), ('310105', '长宁区', 3, '310100', 3),
  ('310106', '静安区', 3, '310100', 4), ('310107', '普陀区', 3, '310100', 5), ('310109', '虹口区', 3, '310100', 6),
  ('310110', '杨浦区', 3, '310100', 7), ('310112', '闵行区', 3, '310100', 8), ('310115', '浦东新区', 3, '310100', 9),
  ('320102', '玄武区', 3, '320100', 1), ('320104', '秦淮区', 3, '320100', 2), ('320105', '建邺区', 3, '320100', 3),
  ('320106', '鼓楼区', 3, '320100', 4),
  ('330102', '上城区', 3, '330100', 1), ('330105', '拱墅区', 3, '330100', 2), ('330106', '西湖区', 3, '330100', 3),
  ('330108', '滨江区', 3, '330100', 4), ('330109', '萧山区', 3, '330100', 5), ('330110', '余杭区', 3, '330100', 6),
  ('420102', '江岸区', 3, '420100', 1), ('420103', '江汉区', 3, '420100', 2), ('420106', '武昌区', 3, '420100', 3),
  ('420111', '洪山区', 3, '420100', 4),
  ('440103', '荔湾区', 3, '440100', 1), ('440104', '越秀区', 3, '440100', 2), ('440105', '海珠区', 3, '440100', 3),
  ('440106', '天河区', 3, '440100', 4), ('440111', '白云区', 3, '440100', 5), ('440112', '黄埔区', 3, '440100', 6),
  ('440113', '番禺区', 3, '440100', 7),
  ('440303', '罗湖区', 3, '440300', 1), ('440304', '福田区', 3, '440300', 2), ('440305', '南山区', 3, '440300', 3),
  ('440306', '宝安区', 3, '440300', 4), ('440307', '龙岗区', 3, '440300', 5), ('440308', '盐田区', 3, '440300', 6),
  ('440309', '龙华区', 3, '440300', 7),
  ('500103', '渝中区', 3, '500100', 1), ('500105', '江北区', 3, '500100', 2), ('500106', '沙坪坝区', 3, '500100', 3),
  ('500112', '渝北区', 3, '500100', 4),
  ('510104', '锦江区', 3, '510100', 1), ('510105', '青羊区', 3, '510100', 2), ('510106', '金牛区', 3, '510100', 3),
  ('510107', '武侯区', 3, '510100', 4), ('510108', '成华区', 3, '510100', 5),
  ('610102', '新城区', 3, '610100', 1), ('610103', '碑林区', 3, '610100', 2), ('610104', '莲湖区', 3, '610100', 3),
  ('610113', '雁塔区', 3, '610100', 4);

insert into identity_types (code, name, sort) values
  (1, '身份证', 1),
  (2, '护照', 2),
  (3, '港澳居民来往内地通行证', 3),
  (4, '台湾居民来往大陆通行证', 4),
  (5, '往来港澳通行证', 5),
  (6, '大陆居民往来台湾通行证', 6),
  (7, '外国人永久居留身份证', 7),
  (8, '港澳台居民居住证', 8),
  (9, '军官证', 9),
  (99, '其他', 99);

-- ISO 3166-1 alpha-2.
insert into nationalities (code, name, en_name, sort) values
  ('CN', '中国', 'China', 1), ('HK', '中国香港', 'Hong Kong, China', 2), ('MO', '中国澳门', 'Macao, China', 3),
  ('TW', '中国台湾', 'Taiwan, China', 4), ('US', '美国', 'United States', 5), ('GB', '英国', 'United Kingdom', 6),
  ('JP', '日本', 'Japan', 7), ('KR', '韩国', 'Republic of Korea', 8), ('SG', '新加坡', 'Singapore', 9),
  ('MY', '马来西亚', 'Malaysia', 10), ('TH', '泰国', 'Thailand', 11), ('VN', '越南', 'Viet Nam', 12),
  ('PH', '菲律宾', 'Philippines', 13), ('ID', '印度尼西亚', 'Indonesia', 14), ('IN', '印度', 'India', 15),
  ('PK', '巴基斯坦', 'Pakistan', 16), ('KH', '柬埔寨', 'Cambodia', 17), ('LA', '老挝', 'Lao PDR', 18),
  ('MM', '缅甸', 'Myanmar', 19), ('MN', '蒙古', 'Mongolia', 20), ('KZ', '哈萨克斯坦', 'Kazakhstan', 21),
  ('RU', '俄罗斯', 'Russian Federation', 22), ('AU', '澳大利亚', 'Australia', 23), ('NZ', '新西兰', 'New Zealand', 24),
  ('CA', '加拿大', 'Canada', 25), ('MX', '墨西哥', 'Mexico', 26), ('BR', '巴西', 'Brazil', 27),
  ('AR', '阿根廷', 'Argentina', 28), ('CL', '智利', 'Chile', 29), ('DE', '德国', 'Germany', 30),
  ('FR', '法国', 'France', 31), ('IT', '意大利', 'Italy', 32), ('ES', '西班牙', 'Spain', 33),
  ('PT', '葡萄牙', 'Portugal', 34), ('NL', '荷兰', 'Netherlands', 35), ('BE', '比利时', 'Belgium', 36),
  ('CH', '瑞士', 'Switzerland', 37), ('AT', '奥地利', 'Austria', 38), ('SE', '瑞典', 'Sweden', 39),
  ('NO', '挪威', 'Norway', 40), ('DK', '丹麦', 'Denmark', 41), ('FI', '芬兰', 'Finland', 42),
  ('IE', '爱尔兰', 'Ireland', 43), ('PL', '波兰', 'Poland', 44), ('GR', '希腊', 'Greece', 45),
  ('TR', '土耳其', 'Türkiye', 46), ('IL', '以色列', 'Israel', 47), ('AE', '阿联酋', 'United Arab Emirates', 48),
  ('SA', '沙特阿拉伯', 'Saudi Arabia', 49), ('EG', '埃及', 'Egypt', 50), ('ZA', '南非', 'South Africa', 51);

-- 2026: State Council notice of 4 November 2025 (国务院办公厅关于2026年部分节假日安排的通知).
insert into holidays (date, name, is_off_day, is_provisional) values
  ('2026-01-01', '元旦', true, false), ('2026-01-02', '元旦', true, false), ('2026-01-03', '元旦', true, false),
  ('2026-01-04', '元旦', false, false),
  ('2026-02-14', '春节', false, false),
  ('2026-02-15', '春节', true, false), ('2026-02-16', '春节', true, false), ('2026-02-17', '春节', true, false),
  ('2026-02-18', '春节', true, false), ('2026-02-19', '春节', true, false), ('2026-02-20', '春节', true, false),
  ('2026-02-21', '春节', true, false), ('2026-02-22', '春节', true, false), ('2026-02-23', '春节', true, false),
  ('2026-02-28', '春节', false, false),
  ('2026-04-04', '清明节', true, false), ('2026-04-05', '清明节', true, false), ('2026-04-06', '清明节', true, false),
  ('2026-05-01', '劳动节', true, false), ('2026-05-02', '劳动节', true, false), ('2026-05-03', '劳动节', true, false),
  ('2026-05-04', '劳动节', true, false), ('2026-05-05', '劳动节', true, false),
  ('2026-05-09', '劳动节', false, false),
  ('2026-06-19', '端午节', true, false), ('2026-06-20', '端午节', true, false), ('2026-06-21', '端午节', true, false),
  ('2026-09-20', '国庆节', false, false),
  ('2026-09-25', '中秋节', true, false), ('2026-09-26', '中秋节', true, false), ('2026-09-27', '中秋节', true, false),
  ('2026-10-01', '国庆节', true, false), ('2026-10-02', '国庆节', true, false), ('2026-10-03', '国庆节', true, false),
  ('2026-10-04', '国庆节', true, false), ('2026-10-05', '国庆节', true, false), ('2026-10-06', '国庆节', true, false),
  ('2026-10-07', '国庆节', true, false),
  ('2026-10-10', '国庆节', false, false);

-- 2027: provisional until the State Council notice. The statutory days follow the lunar calendar (Spring
-- Festival 02-06, Qingming 04-05, Dragon Boat 06-09, Mid-Autumn 09-15); the ranges and make-up workdays
-- follow the pattern of recent notices. Replace with a new migration when the notice is published.
insert into holidays (date, name, is_off_day, is_provisional) values
  ('2027-01-01', '元旦', true, true), ('2027-01-02', '元旦', true, true), ('2027-01-03', '元旦', true, true),
  ('2027-01-31', '春节', false, true),
  ('2027-02-05', '春节', true, true), ('2027-02-06', '春节', true, true), ('2027-02-07', '春节', true, true),
  ('2027-02-08', '春节', true, true), ('2027-02-09', '春节', true, true), ('2027-02-10', '春节', true, true),
  ('2027-02-11', '春节', true, true), ('2027-02-12', '春节', true, true), ('2027-02-13', '春节', true, true),
  ('2027-02-14', '春节', false, true),
  ('2027-04-03', '清明节', true, true), ('2027-04-04', '清明节', true, true), ('2027-04-05', '清明节', true, true),
  ('2027-05-01', '劳动节', true, true), ('2027-05-02', '劳动节', true, true), ('2027-05-03', '劳动节', true, true),
  ('2027-05-04', '劳动节', true, true), ('2027-05-05', '劳动节', true, true),
  ('2027-05-08', '劳动节', false, true),
  ('2027-06-09', '端午节', true, true),
  ('2027-09-15', '中秋节', true, true),
  ('2027-09-26', '国庆节', false, true),
  ('2027-10-01', '国庆节', true, true), ('2027-10-02', '国庆节', true, true), ('2027-10-03', '国庆节', true, true),
  ('2027-10-04', '国庆节', true, true), ('2027-10-05', '国庆节', true, true), ('2027-10-06', '国庆节', true, true),
  ('2027-10-07', '国庆节', true, true),
  ('2027-10-09', '国庆节', false, true);

-- Business functions a member can keep among their frequently used (tripwise-m-api frequently/used/*).
-- required_flag names the member column that must be true for the member to see the function.
insert into business_functions (code, name, category, url, icon, required_flag, is_default, sort) values
  ('hotel', '酒店', '出行预订', '/pages/product3.0/hotel/index/index', 'hotel', 'can_book_hotel', true, 1),
  ('flight', '机票', '出行预订', '/pages/product3.0/flight/index/index', 'flight', 'can_book_flight', true, 2),
  ('internationalFlight', '国际机票', '出行预订', '/pages/product3.0/flight/index/index?isInternational=1', 'international-flight', 'can_book_international_flight', false, 3),
  ('train', '火车票', '出行预订', '/pages/train/index/index', 'train', 'can_book_train', true, 4),
  ('car', '用车', '出行预订', '/pages/product3.0/car/index/index', 'car', 'can_use_car', true, 5),
  ('takeout', '外卖', '出行预订', '/pages/product3.0/takeout/index', 'takeout', 'can_order_takeout', false, 6),
  ('integratedTraffic', '综合交通', '出行预订', '/pages/product3.0/integratedTraffic/index', 'traffic', null, false, 7),
  ('trips', '我的行程', '行程订单', '/pages/order3.0/triplist', 'trips', null, true, 10),
  ('orders', '订单中心', '行程订单', '/pages/order/index/index', 'orders', null, false, 11),
  ('tripSearch', '行程搜索', '行程订单', '/pages/order3.0/tripSearch', 'search', null, false, 12),
  ('approval', '审批', '审批报销', '/pages/order3.0/approvalList', 'approval', 'is_approver', false, 20),
  ('tripApply', '出差申请', '审批报销', '/pages/bill/tripApply', 'trip-apply', null, true, 21),
  ('expenseBills', '报销单', '审批报销', '/pages/expenseControl/expenseBillList', 'expense', null, false, 22),
  ('costList', '记账本', '审批报销', '/pages/expenseControl/costList', 'account-book', null, false, 23),
  ('myLoan', '我的借款', '审批报销', '/pages/expenseControl/myLoan', 'loan', null, false, 24),
  ('invoice', '发票', '账户服务', '/pages/invoice/index', 'invoice', null, true, 30),
  ('coupon', '优惠券', '账户服务', '/pages/my/coupon/index', 'coupon', null, false, 31),
  ('passengers', '常用旅客', '账户服务', '/pages/common2.0/passenger/index', 'passenger', null, false, 32),
  ('recharge', '充值', '账户服务', '/pages/my2.0/recharge/index', 'recharge', null, false, 33);
